/**
 * Texts of the mat constructor that come with its code fetched at the first change or 'В корзину'
 * (issue 23): what a change did unasked, and what a partner page was handed.
 */
const quoted = (names: readonly string[]) => names.map((name) => `«${name}»`).join(', ');

export const matChangeMessages = {
  becameFullSet: 'Передние и задние коврики вместе — это полный комплект.',
  notInFullSet: (names: readonly string[]) =>
    names.length === 1
      ? `Позиция ${quoted(names)} не входит в полный комплект и снята.`
      : `Позиции ${quoted(names)} не входят в полный комплект и сняты.`,
  notWith: (names: readonly string[], chosen: string) =>
    names.length === 1
      ? `Позиция ${quoted(names)} не сочетается с «${chosen}» и снята.`
      : `Позиции ${quoted(names)} не сочетаются с «${chosen}» и сняты.`,
  notOffered: (names: readonly string[]) =>
    names.length === 1
      ? `Позиции ${quoted(names)} нет для выбранного типа коврика и формы ячейки: она снята.`
      : `Позиций ${quoted(names)} нет для выбранного типа коврика и формы ячейки: они сняты.`,
  neverEmpty: (name: string) => `Комплект не бывает пустым: отмечена позиция «${name}».`,
  colourReset: (colour: string, material: string, instead: string) =>
    `Цвета «${colour}» нет для формы ячейки «${material}»: выбран «${instead}».`,
  handedOver: (what: string, total: string | null) =>
    `Передано в корзину сайта: ${what}${total ? ` — ${total}` : ''}.`,
  /** Ours (issue 42): the answer to 'В корзину' was lost twice; pressed again, the set is added once. */
  addUnknown:
    'Не удалось узнать, добавлен ли комплект в корзину: нет ответа от сервера. Нажмите «В корзину» ещё раз — дважды комплект не добавится.',
} as const;
