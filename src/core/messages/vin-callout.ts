/**
 * The locked callout's parts at the callout (issue 23, as the catalogue service's demo lists them):
 * texts of their own, fetched with that part's code.
 */
export const vinCalloutMessages = {
  title: (code: string) => `Позиция ${code} на схеме`,
  choose: 'Несколько деталей под одним номером: выберите нужную.',
  close: 'Закрыть',
} as const;
