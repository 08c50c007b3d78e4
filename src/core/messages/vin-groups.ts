/** Texts of the quick groups' page (doc 2 §2.18): fetched with that page's code only. */
export const vinGroupMessages = {
  groupSearchLabel: 'Поиск по группам',
  groupSearchHint: 'Название детали или узла, больше 3 букв',
  groupsNothingFound: 'Ничего не найдено. Проверьте название или выберите группу в дереве.',
  subgroups: (group: string) => `Подгруппы: ${group}`,
  chooseGroup: 'Выберите группу запчастей в дереве или найдите её поиском.',
  groupEmpty: 'В этой группе нет деталей для этого автомобиля.',
} as const;
