import { CalculationMethod, type CalculationParameters } from 'adhan';

/** adhan-js's parameters for the twelve methods this API served through it, by this API's ids (the test and bench oracle). */
export const ADHAN_METHODS: Record<string, () => CalculationParameters> = {
  muslim_world_league: CalculationMethod.MuslimWorldLeague,
  isna: CalculationMethod.NorthAmerica,
  egyptian: CalculationMethod.Egyptian,
  umm_al_qura: CalculationMethod.UmmAlQura,
  karachi: CalculationMethod.Karachi,
  dubai: CalculationMethod.Dubai,
  kuwait: CalculationMethod.Kuwait,
  qatar: CalculationMethod.Qatar,
  singapore: CalculationMethod.Singapore,
  tehran: CalculationMethod.Tehran,
  turkey: CalculationMethod.Turkey,
  moonsighting_committee: CalculationMethod.MoonsightingCommittee,
};
