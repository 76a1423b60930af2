import { useState } from 'react';
import { platformQueries } from '@campus/core';
import { EmptyState, ErrorState, Skeleton, TextField, useLocale, useQuery } from '@campus/ui';
import { paragraphs } from '../app/paragraphs';
import { PageFrame } from './page-frame';
import { useSiteT } from '../messages/site-messages';
import { faqStyles } from '../styles/faq.styles';
import { adoptPageStyles } from '../app/site-styles';

// The FAQ's styles come with its chunk, not with the first load of every page.
adoptPageStyles([faqStyles]);

/** The FAQ (spec §2 faq): questions by category from the API, with a text search; each answer opens in place. */
export default function FaqPage() {
  const t = useSiteT();
  const locale = useLocale();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const faq = useQuery(platformQueries.faq(locale, search), { isEmpty: (data) => data.categories.length === 0 });
  return (
    <PageFrame title={t('site.pages.faq')} intro={t('site.faq.intro')}>
      <form
        className="site-search"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(typed.trim());
        }}
      >
        <TextField
          type="search"
          label={t('site.faq.search')}
          value={typed}
          maxLength={256}
          onChange={(event) => setTyped(event.target.value)}
        />
        <button type="submit" className="campus-button" data-variant="secondary">
          {t('site.faq.search_button')}
        </button>
      </form>
      {faq.status === 'loading' && <Skeleton lines={6} />}
      {faq.status === 'error' && <ErrorState error={faq.error} onRetry={faq.retry} />}
      {faq.status === 'empty' && <EmptyState title={t('site.faq.empty')} />}
      {faq.data?.categories.map((category) => (
        <section
          key={String(category.id)}
          className="site-faq__category"
          aria-labelledby={`faq-${String(category.id)}`}
        >
          <h2 id={`faq-${String(category.id)}`}>{category.name}</h2>
          {category.questions.map((question) => (
            <details key={String(question.id)} className="site-faq__question">
              <summary>{question.question}</summary>
              {paragraphs(question.answer).map((text) => (
                <p key={text}>{text}</p>
              ))}
            </details>
          ))}
        </section>
      ))}
    </PageFrame>
  );
}
