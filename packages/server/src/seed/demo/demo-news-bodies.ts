import { plainTextToRichText } from '@campus/core/rules';
import { and, asc, eq } from 'drizzle-orm';
import { catalogueItems } from '../../db/schema';
import { saveNewsBody } from '../../news/news-bodies';
import { assetUrl } from '../../shared/assets';
import type { DemoSeedContext } from './index';

/*
 * The demo news as rich text (issue 24; docs/demo.md): the three newest articles have sub-headings, lists, links
 * and a picture (`assets/demo/news/`), the others their paragraphs. Every body goes through `saveNewsBody`, which
 * sanitizes it with DOMPurify like any body written. Catalogue items have no translations (their titles and texts
 * are the client's own), so the articles are in Portuguese only.
 */

/** A figure with a picture of `assets/demo/news/` and its caption. */
function figure(file: string, alt: string, caption: string): string {
  return `<figure><img src="${assetUrl(`demo/news/${file}`)}" alt="${alt}"><figcaption>${caption}</figcaption></figure>`;
}

/** The rich bodies, by the article's title (the others keep their paragraphs, see `DEMO_NEWS`). */
export const DEMO_RICH_NEWS: Readonly<Record<string, string>> = {
  'Nova campanha começa com pontos em dobro': [
    '<p>A nova campanha trimestral começou, e as <strong>duas primeiras semanas</strong> valem pontos em dobro.</p>',
    figure(
      'campanha-pontos-em-dobro.svg',
      'Gráfico de barras crescentes ao lado do selo 2×',
      'Vendas de notebooks e monitores participantes valem o dobro.',
    ),
    '<h2>O que vale em dobro</h2>',
    '<ul><li>Notebooks participantes</li><li>Monitores participantes</li></ul>',
    '<h2>Como participar</h2>',
    '<ol><li>Informe cada venda com a nota fiscal.</li><li>Acompanhe os pontos no seu extrato.</li></ol>',
    '<p>Confira o regulamento na <a href="/library">biblioteca</a> e tire dúvidas nas ',
    '<a href="/faq">perguntas frequentes</a>.</p>',
    '<blockquote>Quem começa cedo chega mais longe no ranking.</blockquote>',
  ].join(''),
  'Aulas ao vivo com vagas abertas': [
    '<p>As aulas ao vivo do mês já estão com inscrições abertas.</p>',
    figure(
      'aulas-ao-vivo.svg',
      'Tela de vídeo com o sinal de transmissão ao vivo',
      'Aulas de negociação e de vitrines.',
    ),
    '<h2>Vagas limitadas</h2>',
    '<p>Quando as vagas acabarem, a aula mostrará <em>"Vagas esgotadas"</em>. ',
    'Veja a agenda em <a href="/live-classes">aulas ao vivo</a>.</p>',
  ].join(''),
  'Trilha Especialista em Produtos atualizada': [
    '<p>A trilha ganhou um novo webinar e uma aula ao vivo sobre processadores.</p>',
    figure('trilha-especialista.svg', 'Um caminho com três etapas marcadas', 'Três etapas, agora com conteúdo novo.'),
    '<h2>O que há de novo</h2>',
    '<ul><li>Webinar: processadores de nova geração</li><li>Aula ao vivo: gráficos integrados</li></ul>',
    '<h3>E o meu progresso?</h3>',
    '<p>Quem já concluiu a trilha pode rever os novos conteúdos sem perder o progresso. ',
    'Mais detalhes em <a href="https://campus.example/trilhas">campus.example</a>.</p>',
  ].join(''),
};

/** Demo step: writes every demo article's body as sanitized rich text (`news_bodies`). */
export async function seedDemoNewsBodies({ tx, client }: DemoSeedContext): Promise<void> {
  const news = await tx
    .select({ id: catalogueItems.id, title: catalogueItems.title, details: catalogueItems.details })
    .from(catalogueItems)
    .where(and(eq(catalogueItems.clientId, client.id), eq(catalogueItems.type, 'news')))
    .orderBy(asc(catalogueItems.id));
  for (const article of news) {
    await saveNewsBody(
      tx,
      article.id,
      DEMO_RICH_NEWS[article.title] ?? plainTextToRichText(article.details.body ?? ''),
    );
  }
}
