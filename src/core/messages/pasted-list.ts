/**
 * What reading a pasted list says (issue 44.10): a module of its own, as it is fetched with the
 * list's reader (rules/pasted-order.ts) when a list is first checked.
 */
export const pastedListMessages = {
  noList: 'Вставьте список товаров.',
  listEmpty: 'В списке нет строк с артикулом и количеством.',
  listTooLong: 'В списке больше 5000 товаров. Разделите его на несколько частей.',
  listSkipped: (lines: readonly string[]) =>
    `Пропущены строки без артикула или количества: ${lines.join('; ')}.`,
} as const;
