/**
 * Texts of the online OEM catalogues (doc 2 §2.18, §4, §5) that every page shows, and the unit's:
 * the VIN field's, the selection's and the quick groups' are modules of their own, fetched with
 * their pages' code only. The spec quotes only the VIN field's
 * hint in English ('enter VIN or body number'); every other text is the natural Russian label.
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
  hotspot: (code: string, name: string) => `${code} — ${name}`,
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
