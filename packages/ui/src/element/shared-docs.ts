import type { MemberDoc } from './element-docs.js';
import type { WidgetEventMap } from './element-event-map.js';

/*
 * What the element manifest (scripts/elements-manifest.mjs) says about what every widget element shares: the
 * configuration attributes the factory handles, the events the factory dispatches, and the parts of the toolkit
 * components a widget renders. Tooling data only: nothing at run time reads it, and it is not exported from the
 * package (the shared runtime bundle re-exports the whole index), the manifest script imports this file itself.
 */

/** The attributes every widget element takes from the factory (attribute-store.ts), with their docs. */
export const CONFIG_ATTRIBUTE_DOCS = {
  'api-base': {
    description: 'The API host of this widget, overriding the page configuration (`<campus-config>`, `configure()`).',
    default: 'undefined',
  },
  'client-id': { description: 'OAuth client id, overriding the page configuration.', default: 'undefined' },
  'client-secret': { description: 'OAuth client secret, overriding the page configuration.', default: 'undefined' },
  locale: {
    description:
      "Interface language (pt-BR, en-US, es-ES, fr-FR); changing it switches every widget of the instance. Unset: the page's, else the profile's or the browser's.",
    default: 'undefined',
  },
  token: {
    description: 'A webservice token (specification §4): signs in as the user a portal already knows.',
    default: 'undefined',
  },
} as const satisfies Readonly<Record<string, MemberDoc>>;

/** The events every widget element dispatches besides its own, with what `detail` holds. */
export const WIDGET_EVENT_DOCS = {
  'campus-session-expired':
    "The widget's session ended on its own (refresh refused, webservice token rejected): send the person to sign " +
    'in. `detail` is null. Dispatched by every widget element of the expired instance.',
} as const satisfies Readonly<Record<keyof WidgetEventMap, string>>;

/**
 * Every `part` the toolkit components expose, with what it is. A widget's manifest lists those of the toolkit
 * components it uses (docs/theming.md styles them with `::part(button)` and the like); a widget's own docs may
 * describe the same name more precisely. The ui test checks this list against the components' `part="…"`.
 */
export const TOOLKIT_PARTS = {
  badge: 'A status badge (toolkit `Badge`; `data-tone` says which).',
  body: 'The body of a dialog or a card.',
  button: 'A button (toolkit `Button`; also the button of a file picker).',
  card: 'A card (toolkit `Card`) with `media`, `title`, `body` and `footer`.',
  checkbox: 'A checkbox.',
  'close-button': 'The close button of a dialog.',
  combobox: 'A searchable choice (toolkit `Combobox`) with `input`, `listbox` and `option`.',
  dialog: 'A modal dialog (toolkit `Dialog`) with `title`, `close-button`, `body` and `footer`.',
  digit: 'One box of a one-time code.',
  'empty-state': 'The message of a list with nothing to show.',
  error: 'The error message of a field.',
  'error-state': 'The message of a failed load with its retry button (role alert).',
  field: 'A labelled field: `label`, `hint`, the control and `error`.',
  'file-name': 'The name of the file chosen in a file picker.',
  footer: 'The footer (actions) of a dialog or a card.',
  hint: 'The hint of a field.',
  input: 'A text or date input.',
  item: 'One row of a scrolling list.',
  label: 'The label of a field or a progress bar.',
  link: 'A link (toolkit `Link`).',
  listbox: 'The options of a combobox.',
  media: 'The image of a card.',
  option: 'One option of a combobox.',
  page: 'One page button of a pagination.',
  pagination: 'A pagination (navigation landmark) with its `page` buttons.',
  panel: 'The panel of the selected tab.',
  preview: 'The preview of the image chosen in a file picker.',
  progress: 'A progress bar with its `label` and `value`.',
  radio: 'One radio button of a radio group.',
  'radio-group': 'A group of radio buttons (a fieldset with its `label`, `hint` and `error`).',
  select: 'A select.',
  sence: 'The SENCE session panel of a Chilean course (issue 26): its codes, the session today, the RUN form.',
  'sence-error': 'SENCE’s refusal of a start or a close: its code with its message (role alert).',
  'sence-open': 'The SENCE session open today (role status).',
  skeleton: 'A loading placeholder.',
  spinner: 'A busy indicator (role status).',
  tab: 'One tab.',
  tablist: 'The list of tabs.',
  tabs: 'A tab set (toolkit `Tabs`) with `tablist`, `tab` and `panel`.',
  title: 'The title of a dialog or a card.',
  toast: 'One toast message.',
  toaster: 'The region toasts appear in.',
  value: 'The value text of a progress bar.',
  'virtual-list': 'A scrolling list (toolkit `VirtualList`) whose rows are `item`.',
} as const satisfies Readonly<Record<string, string>>;
