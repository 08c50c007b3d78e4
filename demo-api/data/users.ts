import type { WireUser } from '../../src/core/api/wire-types';

/** The personal manager card (doc 1 §3, doc 2 §2.4). */
export interface Manager {
  NAME: string;
  PREVIEW_PICTURE_PATH: string;
  PROPERTY_PHONE_VALUE: string[];
}

/** The client's profile as the server sends it in current_user.USER_DATA (doc 2 §3 User data). */
interface UserData {
  UF_EXPRESS_DELIVERY: number;
  UF_EXPRESS_DELIVERY_PRICE: number;
  PROPERTY_INN_VALUE: string;
  PROPERTY_KPP_VALUE: string;
  PROPERTY_FULL_NAME_VALUE: string;
  PROPERTY_TYPE_VALUE: string;
  PROPERTY_STRATEGY_VALUE: string;
  DISPLAY_PROPERTY_DIRECTION_VALUE: string;
  /** Unix seconds. */
  PROPERTY_CONTRACT_DATE_VALUE: number;
  PROPERTY_ADDRESS_DESCRIPTION: string[];
  PROPERTY_PERIOD_SEND_PRICE_ENUM_ID: string;
  PROPERTY_EMAILS_SEND_PRICE_VALUE: string;
  PROPERTY_FORMAT_PRICE_ENUM_ID: string;
  /** Comma-separated price-list column ids. */
  PROPERTY_FIELDS_SORT_VALUE: string;
}

export interface DemoUser {
  id: number;
  login: string;
  password: string;
  name: string;
  /** null: the server sends no USER_DATA, and the portal refuses access. */
  userData: UserData | null;
  manager: Manager | null;
}

export const MANAGER_PHOTO_PATH = '/demo-assets/manager.svg';

const PRICE_LIST_COLUMNS = 'article,brand,descr,qty,regular_price,ratio,code';

export const DEMO_USERS: readonly DemoUser[] = [
  {
    id: 1024,
    login: 'demo',
    password: 'demo',
    name: 'Иван Петров',
    userData: {
      UF_EXPRESS_DELIVERY: 1,
      UF_EXPRESS_DELIVERY_PRICE: 500,
      PROPERTY_INN_VALUE: '3664123456',
      PROPERTY_KPP_VALUE: '366401001',
      PROPERTY_FULL_NAME_VALUE: 'ООО «Автодеталь-Черноземье»',
      PROPERTY_TYPE_VALUE: 'Юридическое лицо',
      PROPERTY_STRATEGY_VALUE: 'Оптовый',
      DISPLAY_PROPERTY_DIRECTION_VALUE: 'Воронеж — Левый берег',
      PROPERTY_CONTRACT_DATE_VALUE: 1_552_953_600,
      PROPERTY_ADDRESS_DESCRIPTION: ['г. Воронеж, ул. Остужева, д. 12', 'г. Воронеж, Ленинский пр-т, д. 118'],
      PROPERTY_PERIOD_SEND_PRICE_ENUM_ID: '158',
      PROPERTY_EMAILS_SEND_PRICE_VALUE: 'zakupki@avtodetal-chr.ru',
      PROPERTY_FORMAT_PRICE_ENUM_ID: '171',
      PROPERTY_FIELDS_SORT_VALUE: PRICE_LIST_COLUMNS,
    },
    manager: {
      NAME: 'Ольга Сергеевна Кузнецова',
      PREVIEW_PICTURE_PATH: MANAGER_PHOTO_PATH,
      PROPERTY_PHONE_VALUE: ['+7 (473) 260-44-10 доб. 215', '+7 (910) 345-67-89'],
    },
  },
  {
    id: 1025,
    login: 'basic',
    password: 'basic',
    name: 'Сергей Волков',
    userData: {
      UF_EXPRESS_DELIVERY: 0,
      UF_EXPRESS_DELIVERY_PRICE: 0,
      PROPERTY_INN_VALUE: '481234567890',
      PROPERTY_KPP_VALUE: '',
      PROPERTY_FULL_NAME_VALUE: 'ИП Волков Сергей Андреевич',
      PROPERTY_TYPE_VALUE: 'Индивидуальный предприниматель',
      PROPERTY_STRATEGY_VALUE: 'Розничный магазин',
      DISPLAY_PROPERTY_DIRECTION_VALUE: 'Липецк',
      PROPERTY_CONTRACT_DATE_VALUE: 1_647_302_400,
      PROPERTY_ADDRESS_DESCRIPTION: [],
      PROPERTY_PERIOD_SEND_PRICE_ENUM_ID: '',
      PROPERTY_EMAILS_SEND_PRICE_VALUE: '',
      PROPERTY_FORMAT_PRICE_ENUM_ID: '',
      PROPERTY_FIELDS_SORT_VALUE: PRICE_LIST_COLUMNS,
    },
    manager: null,
  },
  {
    id: 1026,
    login: 'noaccess',
    password: 'noaccess',
    name: 'Пётр Сидоров',
    userData: null,
    manager: null,
  },
];

export function findUser(login: string): DemoUser | undefined {
  return DEMO_USERS.find((user) => user.login === login);
}

/** current_user as every call answers it; USER_DATA is left out, not nulled, for a user without one. */
export function toWireUser(user: DemoUser) {
  return {
    ID: String(user.id),
    LOGIN: user.login,
    NAME: user.name,
    ...(user.userData && { USER_DATA: user.userData }),
    MANAGER: user.manager,
  } satisfies WireUser;
}
