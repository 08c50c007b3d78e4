/**
 * Texts of the online OEM catalogues (doc 2 §2.18, §4, §5) that every page shows, and the unit's;
 * the VIN field's, the selection's and the quick groups' are below. The spec quotes only the VIN
 * field's hint in English ('enter VIN or body number'); every other text is the natural Russian label.
 */
export const vinMessages = {
  cataloguesTitle: 'Оригинальные каталоги',
  crumbs: 'Путь по каталогу',
  catalogues: 'Каталоги',
  unitCode: 'Код узла',
  diagram: (unit: string) => `Схема: ${unit}`,
  zoomIn: 'Увеличить',
  zoomOut: 'Уменьшить',
  zoomFit: 'Вся схема',
  diagramHelp:
    'Колесо мыши, щипок или + и − — масштаб, 0 — вся схема, перетаскивание — сдвиг, двойной щелчок — увеличить. Tab — к позициям, стрелки — между ними, Enter — закрепить.',
  /** The help a touch screen shows instead: no mouse, no Tab there. */
  diagramTouchHelp:
    'Два пальца — масштаб, перетаскивание — сдвиг, двойное касание — увеличить, касание номера — закрепить.',
  hotspot: (code: string, name: string) => `${code} — ${name}`,
  hotspotPlace: (hotspot: string, place: number, count: number) => `${hotspot}, ${place} из ${count}`,
  noDiagram: 'Схемы этого узла нет.',
  diagramFailed: 'Схема не загрузилась.',
  position: '№',
  oem: 'Номер (OEM)',
  partName: 'Наименование',
  offer: 'Наличие и цена',
  variant: (number: number) => `Вариант ${number}`,
  showOnDiagram: (code: string) => `Позиция ${code} на схеме`,
  quantity: 'Количество',
  noParts: 'Деталей в этом узле нет.',
  loading: 'Загрузка…',
} as const;

/** The locked callout's parts at the callout (issue 23, as the catalogue service's demo lists them). */
export const vinCalloutMessages = {
  title: (code: string) => `Позиция ${code} на схеме`,
  choose: 'Несколько деталей под одним номером: выберите нужную.',
  close: 'Закрыть',
} as const;

/** Texts of the quick groups' page (doc 2 §2.18). */
export const vinGroupMessages = {
  groupSearchLabel: 'Поиск по группам',
  groupSearchHint: 'Название детали или узла, больше 3 букв',
  groupsNothingFound: 'Ничего не найдено. Проверьте название или выберите группу в дереве.',
  subgroups: (group: string) => `Подгруппы: ${group}`,
  chooseGroup: 'Выберите группу запчастей в дереве или найдите её поиском.',
  groupEmpty: 'В этой группе нет деталей для этого автомобиля.',
} as const;

/**
 * Texts of the VIN field, the vehicles of a VIN, the step-by-step selection and its vehicles
 * (doc 2 §2.18, §5). The spec quotes only the VIN field's hint in English ('enter VIN or body number').
 */
export const vinSelectionMessages = {
  vinLabel: 'VIN или номер кузова',
  vinHint: 'Введите VIN или номер кузова',
  vinExample: 'Например, XW8ZZZ61ZBG123456 или ACV40-0123456',
  vinInvalid:
    'Это не VIN и не номер кузова: VIN — 17 латинских букв и цифр, номер кузова — например ACV40-0123456.',
  search: 'Найти',
  byVinTitle: (identstring: string) => `Автомобили по VIN или номеру кузова ${identstring}`,
  vinNothingFound: 'По этому VIN или номеру кузова автомобиль не найден.',
  vinNothingFoundAdvice: 'Проверьте номер или подберите автомобиль по параметрам в каталоге его марки.',
  wizardTitle: (catalogue: string) => `Подбор автомобиля: ${catalogue}`,
  wizardHint: 'Выберите параметры автомобиля: каждый выбор сужает остальные списки.',
  change: (condition: string) => `Изменить: ${condition}`,
  changeShort: 'Изменить',
  showVehicles: 'Показать автомобили',
  wizardNarrower: 'Уточните параметры, чтобы показать автомобили.',
  vehiclesTitle: (catalogue: string) => `Автомобили: ${catalogue}`,
  vehicle: 'Автомобиль',
  brand: 'Марка',
  catalogue: 'Каталог',
  attributes: 'Характеристики',
  noVehicles: 'Автомобили с такими параметрами не найдены.',
} as const;

/**
 * The online catalogue offered for a VIN or frame number typed into a search (issues 23, 44): the
 * quick search's first option and the search page's link above its results. Its words are the VIN
 * field's, for the kinds core `typedVehicleIdent` tells apart (rules/vin.ts).
 */
export const vehicleOfferMessage = (kind: 'vin' | 'frame', value: string) =>
  `Найти автомобиль по ${kind === 'vin' ? 'VIN' : 'номеру кузова'} ${value} в оригинальных каталогах`;
