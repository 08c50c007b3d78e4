/** Texts of the quantity stepper (doc 1 §5, doc 2 §5), copied word for word from the specification. */
export const quantityMessages = {
  /** The stepper's field and its buttons (ours: the spec names only a quantity stepper). */
  label: 'Количество',
  decrease: 'Уменьшить количество',
  increase: 'Увеличить количество',
  mustBePositive: 'Кол-во должно быть больше 0',
  notMultiple: 'Неверное кол-во',
  minimum: (multiplicity: number) => `Мин. кол-во ${multiplicity}`,
  maximum: (max: number) => `Макс. кол-во ${max}`,
  /** DESIGN.md: the stock holds less than one multiple. */
  notOrderable: (multiplicity: number) => `Нет в наличии для заказа кратно ${multiplicity}`,
  /**
   * Nothing in stock: the stepper's error and a product row's or basket line's note. Here, with the
   * stepper's rule, so that a page with a stepper and no product row does not carry the rows' texts.
   */
  outOfStock: 'Нет в наличии.',
} as const;
