/**
 * The locked callout's parts under the diagram (issue 23; the catalogue service's demo lists them
 * at the callout): texts of their own, fetched with that part's code.
 */
export const vinCalloutMessages = {
  title: (code: string) => `Позиция ${code} на схеме`,
  choose: 'Несколько деталей под одним номером: выберите нужную.',
} as const;
