/** The company-request form of the landing page, where 'Стать клиентом' leads (doc 1 §2 routes). */
export const BECOME_CLIENT_PATH = '/unauth/#formCompanyRequest';
