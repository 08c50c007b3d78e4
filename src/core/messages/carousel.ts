/** Texts of the carousels: landing banners, brands, certificates (doc 2 §2.12, §2.20). */
export const carouselMessages = {
  /** What a screen reader calls the region and each slide instead of 'region' and 'group'. */
  roleDescription: 'карусель',
  slideRoleDescription: 'слайд',
  slide: (number: number, total: number) => `${number} из ${total}`,
  previous: 'Назад',
  next: 'Вперёд',
  showSlide: (number: number) => `Слайд ${number}`,
  pause: 'Остановить прокрутку',
  play: 'Запустить прокрутку',
} as const;
