/**
 * The delivery map (doc 2 §2.15, §3 "Delivery map city"): the towns the company's own vehicles
 * serve, in the seven regions and one Saratov-region town, each with its weekly run.
 */
export interface DeliveryCity {
  id: string;
  name: string;
  /** [latitude, longitude] */
  coords: [number, number];
  /** The region the town is in. */
  mark: string;
  /** Monday to Saturday: 1 when a vehicle goes there that day. */
  days: [number, number, number, number, number, number];
}

const EVERY_DAY = [1, 1, 1, 1, 1, 1] as const;
const MON_WED_FRI = [1, 0, 1, 0, 1, 0] as const;
const TUE_THU_SAT = [0, 1, 0, 1, 0, 1] as const;
const TUE_THU = [0, 1, 0, 1, 0, 0] as const;

const city = (
  id: number,
  name: string,
  lat: number,
  lon: number,
  mark: string,
  days: readonly number[],
): DeliveryCity => ({
  id: String(id),
  name,
  coords: [lat, lon],
  mark,
  days: [...days] as DeliveryCity['days'],
});

const VORONEZH = 'Воронежская область';
const LIPETSK = 'Липецкая область';
const ORYOL = 'Орловская область';
const TAMBOV = 'Тамбовская область';
const BELGOROD = 'Белгородская область';
const KURSK = 'Курская область';
const TULA = 'Тульская область';
const SARATOV = 'Саратовская область';

export const DELIVERY_CITIES: readonly DeliveryCity[] = [
  city(1401, 'Воронеж', 51.6608, 39.2003, VORONEZH, EVERY_DAY),
  city(1402, 'Лиски', 50.9833, 39.5, VORONEZH, EVERY_DAY),
  city(1403, 'Россошь', 50.1983, 39.5672, VORONEZH, MON_WED_FRI),
  city(1404, 'Борисоглебск', 51.3667, 42.0833, VORONEZH, TUE_THU_SAT),
  city(1405, 'Острогожск', 50.8667, 39.0833, VORONEZH, MON_WED_FRI),
  city(1406, 'Павловск', 50.4533, 40.095, VORONEZH, TUE_THU_SAT),
  city(1407, 'Бутурлиновка', 50.8317, 40.5975, VORONEZH, MON_WED_FRI),
  city(1408, 'Липецк', 52.6031, 39.5708, LIPETSK, EVERY_DAY),
  city(1409, 'Елец', 52.6167, 38.5, LIPETSK, EVERY_DAY),
  city(1410, 'Грязи', 52.4967, 39.9361, LIPETSK, TUE_THU_SAT),
  city(1411, 'Орёл', 52.9651, 36.0785, ORYOL, MON_WED_FRI),
  city(1412, 'Мценск', 53.2833, 36.5667, ORYOL, MON_WED_FRI),
  city(1413, 'Ливны', 52.4253, 37.6044, ORYOL, TUE_THU_SAT),
  city(1414, 'Тамбов', 52.7212, 41.4523, TAMBOV, EVERY_DAY),
  city(1415, 'Мичуринск', 52.8978, 40.4907, TAMBOV, MON_WED_FRI),
  city(1416, 'Моршанск', 53.4436, 41.8117, TAMBOV, TUE_THU),
  city(1417, 'Белгород', 50.5954, 36.5873, BELGOROD, EVERY_DAY),
  city(1418, 'Старый Оскол', 51.2967, 37.8417, BELGOROD, MON_WED_FRI),
  city(1419, 'Губкин', 51.2833, 37.5333, BELGOROD, MON_WED_FRI),
  city(1420, 'Валуйки', 50.2111, 38.1, BELGOROD, TUE_THU),
  city(1421, 'Курск', 51.7304, 36.1926, KURSK, TUE_THU_SAT),
  city(1422, 'Железногорск', 52.3333, 35.3667, KURSK, TUE_THU),
  city(1423, 'Тула', 54.1931, 37.6177, TULA, TUE_THU),
  city(1424, 'Новомосковск', 54.0109, 38.2964, TULA, TUE_THU),
  city(1425, 'Ефремов', 53.15, 38.1167, TULA, TUE_THU_SAT),
  city(1426, 'Балашов', 51.55, 43.1667, SARATOV, TUE_THU),
];
