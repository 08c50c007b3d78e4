import { describe, expect, it } from 'vitest';
import { type MatVinCar, matchMatGeneration, matchMatMake, matchMatModel, yearSpan } from './mat-vin';

const MAKES = [
  { id: '1', name: 'Toyota' },
  { id: '4', name: 'Lada' },
  { id: '5', name: 'Volkswagen' },
];
const TOYOTA = [
  { id: '101', name: 'Camry' },
  { id: '103', name: 'Land Cruiser Prado' },
  { id: '104', name: 'Land Cruiser' },
];
const CAMRY = [
  { id: '1011', name: 'XV50 (2011–2017)' },
  { id: '1012', name: 'XV70 (2017–2024)' },
];

const car = (brand: string, name: string, years: string): MatVinCar => ({ brand, name, years });

describe('finding a VIN’s car in the mat catalogue', () => {
  it('finds the make by the brand, however the catalogue writes it', () => {
    expect(matchMatMake(car('LADA', 'Lada Vesta GFL110', ''), MAKES)).toBe('4');
    expect(matchMatMake(car('VW', 'VW Polo 6R1', ''), MAKES)).toBe('5');
    expect(matchMatMake(car('', 'Toyota Camry ACV40', ''), MAKES)).toBe('1');
    expect(matchMatMake(car('BMW', 'BMW 3 (E90) VB31', ''), MAKES)).toBeNull();
  });

  it('finds the model among the words of the name, the longest name first', () => {
    expect(matchMatModel(car('TOYOTA', 'Toyota Camry ACV40', ''), TOYOTA)).toBe('101');
    expect(matchMatModel(car('TOYOTA', 'Toyota Land Cruiser Prado 150', ''), TOYOTA)).toBe('103');
    expect(matchMatModel(car('TOYOTA', 'Toyota Corolla E150', ''), TOYOTA)).toBeNull();
  });

  it('finds the generation whose years share the most with the car’s, not just an end year', () => {
    expect(matchMatGeneration(car('', '', '2018–2021'), CAMRY, 2026)).toBe('1012');
    expect(matchMatGeneration(car('', '', '2012–2016'), CAMRY, 2026)).toBe('1011');
    expect(matchMatGeneration(car('', '', '2006–2011'), CAMRY, 2026)).toBeNull();
    expect(matchMatGeneration(car('', '', ''), CAMRY, 2026)).toBeNull();
    expect(matchMatGeneration(car('', '', '2015–2022'), [{ id: '4011', name: 'I (2015–н.в.)' }], 2026)).toBe(
      '4011',
    );
  });

  it('reads year spans open to this day', () => {
    expect(yearSpan('I (2015–н.в.)', 2026)).toEqual([2015, 2026]);
    expect(yearSpan('2010-2015', 2026)).toEqual([2010, 2015]);
    expect(yearSpan('XV70', 2026)).toBeNull();
  });
});
