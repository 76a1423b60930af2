#!/usr/bin/env node
// Writes the demo files the demo seed points at (packages/server/assets/demo): logos, login backgrounds,
// banners, course covers, library files (PDF, CSV, TXT, PNG, SVG, WAV) and podcast audio. Deterministic: the
// same bytes on every run, so regenerating changes nothing unless this script changes. Everything is written
// with Node alone (PDF, PNG and WAV are encoded here), so no image tool is needed.
//   node packages/server/scripts/generate-demo-assets.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const DEMO_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'assets', 'demo');
const BRAND = { primary: '#0b5fff', secondary: '#12294a', tertiary: '#ffb400' };

function write(path, content) {
  const file = join(DEMO_DIR, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

const escapeXml = (text) =>
  text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]);

// --- SVG: logos, banners, covers, library drawings -------------------------------------------------------

function logo(tagline) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 64" width="240" height="64" role="img" aria-label="Campus">
  <rect x="4" y="8" width="48" height="48" rx="12" fill="${BRAND.primary}"/>
  <path d="M18 38 L28 20 L38 38 Z" fill="${BRAND.tertiary}"/>
  <text x="64" y="36" font-family="Arial, Helvetica, sans-serif" font-size="28" font-weight="700" fill="${BRAND.secondary}">Campus</text>
  <text x="65" y="54" font-family="Arial, Helvetica, sans-serif" font-size="12" fill="${BRAND.secondary}">${escapeXml(tagline)}</text>
</svg>
`;
}

const LOGOS = {
  'pt-BR': 'Aprender juntos',
  'en-US': 'Learning together',
  'es-ES': 'Aprender juntos',
  'fr-FR': 'Apprendre ensemble',
};
for (const [locale, tagline] of Object.entries(LOGOS)) write(`logo-${locale}.svg`, logo(tagline));

function banner(title, subtitle, from, to) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400" width="1200" height="400" role="img" aria-label="${escapeXml(title)}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="1200" height="400" fill="url(#g)"/>
  <circle cx="1040" cy="90" r="150" fill="#ffffff" opacity="0.12"/>
  <circle cx="960" cy="360" r="110" fill="#ffffff" opacity="0.08"/>
  <text x="80" y="190" font-family="Arial, Helvetica, sans-serif" font-size="56" font-weight="700" fill="#ffffff">${escapeXml(title)}</text>
  <text x="80" y="250" font-family="Arial, Helvetica, sans-serif" font-size="28" fill="#ffffff">${escapeXml(subtitle)}</text>
</svg>
`;
}

write(
  'banner-1.svg',
  banner('Bem-vindo ao Campus', 'Sua jornada de aprendizado começa aqui', BRAND.primary, BRAND.secondary),
);
write(
  'banner-2.svg',
  banner('Campanha do trimestre', 'Venda, registre e acumule pontos em dobro', '#e4572e', '#7a1f0f'),
);
write('banner-3.svg', banner('Novas trilhas disponíveis', 'Liderança, atendimento e tecnologia', '#17a398', '#0b4f4a'));

const COVER_COLOURS = [
  ['#0b5fff', '#12294a'],
  ['#e4572e', '#7a1f0f'],
  ['#17a398', '#0b4f4a'],
  ['#8a4fff', '#2e1a5c'],
  ['#ffb400', '#8a5a00'],
  ['#2e86ab', '#123a4a'],
  ['#c2185b', '#4a0a23'],
  ['#43a047', '#1b4a1d'],
];
COVER_COLOURS.forEach(([from, to], index) => {
  const shapes = [
    `<circle cx="420" cy="60" r="140" fill="#ffffff" opacity="0.15"/>`,
    `<rect x="300" y="120" width="240" height="240" rx="40" fill="#ffffff" opacity="0.12" transform="rotate(20 420 240)"/>`,
    `<path d="M0 300 Q160 200 320 300 T640 300 V360 H0 Z" fill="#ffffff" opacity="0.14"/>`,
    `<polygon points="520,40 600,180 440,180" fill="#ffffff" opacity="0.16"/>`,
  ];
  write(
    `covers/cover-${index + 1}.svg`,
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360" role="img" aria-label="Capa">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="640" height="360" fill="url(#g)"/>
  ${shapes[index % shapes.length]}
  ${shapes[(index + 1) % shapes.length]}
</svg>
`,
  );
});

write(
  'library/mapa-da-jornada-do-cliente.svg',
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 240" width="800" height="240" role="img" aria-label="Mapa da jornada do cliente">
  <rect width="800" height="240" fill="#f5f7fb"/>
  ${['Descoberta', 'Consideração', 'Compra', 'Uso', 'Recomendação']
    .map(
      (step, index) => `<circle cx="${80 + index * 160}" cy="110" r="40" fill="${BRAND.primary}"/>
  <text x="${80 + index * 160}" y="116" text-anchor="middle" font-family="Arial, sans-serif" font-size="20" fill="#fff">${index + 1}</text>
  <text x="${80 + index * 160}" y="185" text-anchor="middle" font-family="Arial, sans-serif" font-size="16" fill="${BRAND.secondary}">${step}</text>`,
    )
    .join('\n  ')}
  <path d="M120 110 H200 M280 110 H360 M440 110 H520 M600 110 H680" stroke="${BRAND.tertiary}" stroke-width="6"/>
</svg>
`,
);
write(
  'library/identidade-visual.svg',
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 200" width="600" height="200" role="img" aria-label="Identidade visual">
  <rect width="600" height="200" fill="#ffffff"/>
  ${Object.entries(BRAND)
    .map(
      (
        [name, colour],
        index,
      ) => `<rect x="${30 + index * 190}" y="30" width="160" height="100" rx="12" fill="${colour}"/>
  <text x="${110 + index * 190}" y="160" text-anchor="middle" font-family="Arial, sans-serif" font-size="16" fill="#12294a">${name} ${colour}</text>`,
    )
    .join('\n  ')}
</svg>
`,
);

// --- PDF: a one-page document with a title and paragraphs (Helvetica, WinAnsi) ----------------------------

function pdf(title, lines) {
  const escape = (text) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const content = [
    'BT',
    '/F1 20 Tf',
    '56 780 Td',
    `(${escape(title)}) Tj`,
    '/F1 12 Tf',
    '0 -36 Td',
    '16 TL',
    ...lines.map((line) => `(${escape(line)}) '`),
    'ET',
  ].join('\n');
  const stream = Buffer.from(content, 'latin1');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    null,
  ];
  const chunks = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets = [];
  let length = chunks[0].length;
  objects.forEach((object, index) => {
    offsets.push(length);
    const body =
      object === null
        ? Buffer.concat([
            Buffer.from(`${index + 1} 0 obj\n<< /Length ${stream.length} >>\nstream\n`, 'latin1'),
            stream,
            Buffer.from('\nendstream\nendobj\n', 'latin1'),
          ])
        : Buffer.from(`${index + 1} 0 obj\n${object}\nendobj\n`, 'latin1');
    chunks.push(body);
    length += body.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(length),
    '%%EOF',
    '',
  ].join('\n');
  chunks.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(chunks);
}

const PDFS = {
  'manual-do-vendedor.pdf': [
    'Manual do Vendedor',
    [
      '1. Receba o cliente com atenção e descubra o que ele procura.',
      '2. Apresente os produtos pelos benefícios, não só pelas especificações.',
      '3. Responda às objeções com calma e com dados.',
      '4. Registre cada venda no Campus em até 15 dias corridos.',
      '5. Envie a foto da nota fiscal quando a loja permitir.',
    ],
  ],
  'guia-de-produtos-notebooks.pdf': [
    'Guia de Produtos: Notebooks',
    [
      'Ultrafinos: leveza e bateria para quem trabalha em movimento.',
      'Gamers: placa de vídeo dedicada e tela de alta taxa de atualização.',
      'Conversíveis 2 em 1: tela sensível ao toque e caneta.',
      'Corporativos: segurança, durabilidade e garantia estendida.',
    ],
  ],
  'guia-de-processadores.pdf': [
    'Guia de Processadores',
    [
      'Núcleos e threads: quanto mais, melhor para multitarefa.',
      'Frequência: influencia o desempenho em jogos e aplicativos leves.',
      'Geração: gerações novas trazem eficiência energética e novos recursos.',
      'Gráficos integrados: suficientes para escritório e vídeo.',
    ],
  ],
  'manual-da-loja-modelo.pdf': [
    'Manual da Loja Modelo',
    [
      'Vitrine organizada por categoria e faixa de preço.',
      'Produtos ligados e com demonstração pronta.',
      'Etiquetas de preço visíveis e atualizadas.',
      'Material de campanha exposto na entrada da loja.',
    ],
  ],
  'regulamento-do-programa.pdf': [
    'Regulamento do Programa de Pontos',
    [
      'As vendas devem ser informadas em até 15 dias corridos e dentro da campanha.',
      'Notas fiscais repetidas na mesma campanha não são aceitas.',
      'Os pontos podem ser auditados antes da confirmação do resgate.',
      'Os pontos da campanha expiram ao final dela.',
      'Pontos transferidos devem ser resgatados em até 12 meses.',
    ],
  ],
};
for (const [name, [title, lines]] of Object.entries(PDFS)) write(`library/${name}`, pdf(title, lines));

// --- CSV and TXT ------------------------------------------------------------------------------------------

write(
  'library/tabela-de-pontos.csv',
  'categoria;produto;pontos_por_unidade\nNotebooks;Ultrafino 14";120\nNotebooks;Gamer 16";200\nDesktops;Torre escritório;90\nMonitores;27" QHD;60\nAcessórios;Mouse sem fio;10\n',
);
write(
  'library/metas-trimestrais.csv',
  'regiao;meta_unidades;realizado_unidades\nSul;1200;1130\nSudeste;3400;3520\nCentro-Oeste;800;760\nNordeste;1500;1410\nNorte;600;640\n',
);
write(
  'library/calendario-de-treinamentos.csv',
  'data;treinamento;formato\n2026-01-15;Técnicas de Vendas;online\n2026-02-10;Oficina de Vitrines;presencial\n2026-03-05;Lançamentos do Trimestre;webinar\n2026-04-20;Negociação Avançada;aula ao vivo\n',
);
write(
  'library/ranking-regional.csv',
  'posicao;regiao;pontos\n1;Sudeste;98450\n2;Sul;87210\n3;Nordeste;80130\n4;Centro-Oeste;61400\n5;Norte;55020\n',
);
write(
  'library/politica-de-privacidade.txt',
  'Política de Privacidade do Campus\n\nColetamos apenas os dados necessários para o programa de treinamento e de pontos.\n\nVocê pode pedir a exclusão da sua conta a qualquer momento no seu perfil.\n',
);
write(
  'library/codigo-de-conduta.txt',
  'Código de Conduta\n\nRespeite colegas, clientes e parceiros.\n\nInforme apenas vendas reais: atividades contrárias ao regulamento levam ao bloqueio da conta.\n',
);
write(
  'library/checklist-de-atendimento.txt',
  'Checklist de Atendimento\n\n[ ] Cumprimentar o cliente\n[ ] Entender a necessidade\n[ ] Demonstrar o produto\n[ ] Oferecer garantia e acessórios\n[ ] Registrar a venda no Campus\n',
);

// --- PNG (truecolour, drawn with rectangles) ---------------------------------------------------------------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
const rgb = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

function png(width, height, background, rectangles) {
  const rows = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const hit = rectangles.find(([rx, ry, rw, rh]) => x >= rx && x < rx + rw && y >= ry && y < ry + rh);
      row.set(rgb(hit ? hit[4] : background), 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

write(
  'library/infografico-linha-de-produtos.png',
  png(480, 270, '#f5f7fb', [
    [40, 170, 60, 60, BRAND.primary],
    [130, 130, 60, 100, BRAND.primary],
    [220, 90, 60, 140, BRAND.tertiary],
    [310, 60, 60, 170, BRAND.secondary],
    [400, 40, 40, 190, '#17a398'],
    [30, 232, 420, 4, BRAND.secondary],
  ]),
);
write(
  'library/planograma-de-vitrine.png',
  png(480, 270, '#ffffff', [
    [20, 20, 440, 10, BRAND.secondary],
    [20, 100, 440, 10, BRAND.secondary],
    [20, 180, 440, 10, BRAND.secondary],
    [40, 40, 80, 58, BRAND.primary],
    [140, 50, 60, 48, BRAND.tertiary],
    [220, 40, 100, 58, '#17a398'],
    [340, 60, 100, 38, '#e4572e'],
    [40, 120, 120, 58, '#8a4fff'],
    [180, 130, 80, 48, BRAND.primary],
    [280, 120, 160, 58, BRAND.tertiary],
    [40, 200, 400, 50, '#e8ecf5'],
  ]),
);

// --- WAV (8 kHz, 8-bit mono): short chimes for the podcast episodes and the library -----------------------

function wav(notes, noteSeconds = 0.35) {
  const rate = 8000;
  const samples = [];
  for (const frequency of notes) {
    const count = Math.round(rate * noteSeconds);
    for (let i = 0; i < count; i++) {
      const envelope = Math.min(1, i / 200) * Math.min(1, (count - i) / 800);
      const value = frequency === 0 ? 0 : Math.sin((2 * Math.PI * frequency * i) / rate) * 0.5 * envelope;
      samples.push(Math.round(128 + value * 127));
    }
  }
  const data = Buffer.from(samples);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

// Each episode plays its phrase for about half a minute: long enough to hear it go on while browsing the site
// (a two-second clip ended before a slow machine finished changing page), small enough to keep in the repository.
const episode = (phrase) => wav(Array.from({ length: 14 }, () => phrase).flat());
write('audio/episode-1.wav', episode([523, 659, 784, 1047, 0, 784]));
write('audio/episode-2.wav', episode([440, 554, 659, 880, 0, 659]));
write('audio/episode-3.wav', episode([392, 494, 587, 784, 0, 587]));
write('library/vinheta-do-programa.wav', wav([659, 784, 988, 1319, 988, 1319]));
write('library/mensagem-do-diretor.wav', wav([330, 392, 494, 0, 494, 392, 330]));

// --- Login and registration backgrounds (SVG: sharp at any size, a few hundred bytes) ---------------------

function background(from, to) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1280 720" width="1280" height="720" preserveAspectRatio="xMidYMid slice" role="img" aria-label="">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="1280" height="720" fill="url(#g)"/>
  <circle cx="1100" cy="120" r="260" fill="#ffffff" opacity="0.08"/>
  <circle cx="180" cy="640" r="200" fill="#ffffff" opacity="0.06"/>
</svg>
`;
}
write('background-login.svg', background(BRAND.primary, BRAND.secondary));
write('background-register.svg', background('#17a398', BRAND.secondary));

process.stdout.write(`demo assets written to ${DEMO_DIR}\n`);
