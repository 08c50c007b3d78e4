/**
 * Texts of the mat constructor's VIN search (issue 14 "Beyond"), apart from the constructor's
 * other texts: only the part fetched when the search first shows carries them.
 */
export const matVinMessages = {
  vinLabel: 'VIN или номер кузова',
  vinSearch: 'Найти',
  vinSearching: 'Ищем…',
  vinInvalid:
    'Это не VIN и не номер кузова: VIN — 17 латинских букв и цифр, номер кузова — например ACV40-0123456.',
  vinNothing: 'По этому VIN или номеру кузова автомобиль не найден.',
  vinNotInCatalogue: (car: string) => `Найден автомобиль ${car}, но ковриков для него в каталоге нет.`,
  vinChooseModel: (car: string) => `Найден автомобиль ${car}: выберите модель.`,
  vinChooseGeneration: (car: string) => `Найден автомобиль ${car}: выберите кузов и год выпуска.`,
  vinFound: (car: string) => `Найден автомобиль ${car}.`,
} as const;
