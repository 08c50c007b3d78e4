/** The phone field's placeholder: the mask +7 ### ###-##-## of doc 1 §5 and §9 with its slots empty. */
export const phoneMessages = {
  placeholder: '+7 ___ ___-__-__',
} as const;
