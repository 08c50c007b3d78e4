/** Texts of the order-from-file page (doc 2 §2.2, §5, §8), copied word for word where quoted. */
export const basketUploadMessages = {
  title: 'Заказ из файла',
  fileLabel: 'Файл с товарами (xls, xlsx, ods)',
  choose: 'Выбрать файл',
  nothingChosen: 'Файл не выбран',
  upload: 'Загрузить',
  noFile: 'Не выбран файл.',
  wrongFile: 'Не верный файл',
  tooLarge: 'Файл должен быть не более 2 мб',
  steps: {
    parse: 'Загрузка и разбор файла',
    search: 'Поиск товаров из файла',
    add2basket: 'Добавление товаров в корзину',
  },
  /** How a step of the timeline went, for assistive technology (the marks say it to the eye). */
  stepStatus: {
    done: 'выполнено',
    active: 'выполняется',
    failed: 'ошибка',
    pending: 'ожидает',
  },
  /** A list pasted from the clipboard (issue 44). */
  listTitle: 'Или вставьте список',
  listLabel: 'Список товаров',
  listHint:
    'Скопируйте строки из Excel или LibreOffice или напишите по строке на товар: артикул, бренд (если нужен) и количество, например «0986494524 BOSCH 2» или «W 712/75; 4».',
  checkList: 'Проверить список',
  reviewTitle: 'Проверьте заказ',
  reviewHint:
    'Ничего ещё не добавлено. Проверьте каждую строку файла, выберите бренд или аналог, где предложено, и нажмите «Добавить в корзину».',
  summary: {
    'as-asked': 'как в файле',
    changed: 'количество изменено',
    brands: 'нужно выбрать бренд',
    'no-stock': 'нет в наличии',
    'not-found': 'не найдено',
  },
  toAdd: (count: number, total: number) => `Будет добавлено строк: ${count} из ${total}.`,
  noneChosen: 'Выберите хотя бы один товар.',
  continue: 'Добавить в корзину',
  nothingToAdd: 'В файле нет товаров, которые можно добавить в корзину.',
  row: '№',
  article: 'Артикул',
  quantity: 'Количество',
  inFile: 'В файле',
  inList: 'В списке',
  part: 'Товар',
  addColumn: 'В корзину',
  note: 'Что будет',
  asAsked: 'Добавим как в файле.',
  asListed: 'Добавим как в списке.',
  changed: (from: number, to: number) => `Количество изменено: ${from} → ${to}`,
  multiplicity: (multiple: number) => `продаётся по ${multiple} шт.`,
  stock: (available: number) => `в наличии ${available} шт.`,
  brands: 'Артикул есть у нескольких брендов: выберите бренд.',
  articles: 'Артикул подходит к нескольким товарам: выберите товар.',
  namedBrand: (brand: string) => `Бренда ${brand} с этим артикулом нет: выберите бренд.`,
  /** The catalogue's article a row took where it is not written as typed (issue 44). */
  taken: (typed: string, brand: string, article: string) =>
    `Артикул в каталоге: ${typed} → ${brand} ${article}.`,
  brandLabel: (article: string) => `Бренд для артикула ${article}`,
  noStock: 'Нет в наличии.',
  analogueLabel: (article: string) => `Аналог в наличии для артикула ${article}`,
  analogues: 'Выберите аналог в наличии.',
  noAnalogues: 'Аналогов в наличии нет. Не будет добавлен.',
  notFound: 'Не найден в каталоге. Не будет добавлен.',
  notAdded: 'Не будет добавлен.',
  skip: 'Не добавлять',
  offer: (brand: string, article: string, name: string, available: number) =>
    `${brand} ${article}, ${name} (в наличии ${available} шт.)`,
  added: (count: number) => `Товары добавлены в корзину: ${count}.`,
  /** Ours (issue 42): the answer was lost twice; pressed again, the lines are added once. */
  addUnknown:
    'Не удалось узнать, добавлены ли товары в корзину: нет ответа от сервера. Нажмите «Добавить в корзину» ещё раз — дважды товары не добавятся.',
  toBasket: 'Перейти в корзину',
  /** Ours (issue 44): the texts above that name the file, as a pasted list's review says them. */
  forList: {
    steps: {
      parse: 'Разбор списка',
      search: 'Поиск товаров из списка',
      add2basket: 'Добавление товаров в корзину',
    },
    reviewHint:
      'Ничего ещё не добавлено. Проверьте каждую строку списка, выберите бренд или аналог, где предложено, и нажмите «Добавить в корзину».',
    asAsked: 'как в списке',
    nothingToAdd: 'В списке нет товаров, которые можно добавить в корзину.',
  },
  instructionTitle: 'Как заказать из файла',
  instruction: [
    'Подготовьте файл в Excel или LibreOffice: xlsx, xls или ods.',
    'Оставьте в файле один лист с товарами.',
    'В первой строке напишите заголовки столбцов.',
    'Столбец с артикулами озаглавьте «Артикул».',
    'Столбец с количеством озаглавьте «Кол-во» или «Количество».',
    'Ниже — по одному товару в строке: артикул и количество.',
    'Сохраните файл; размер — не более 2 мб.',
    'Выберите файл и нажмите «Загрузить».',
    'Проверьте каждую строку, выберите бренд или аналог, где предложено, и нажмите «Добавить в корзину».',
  ],
} as const;
