import type { Site } from '@/lib/platform/site';

/** A merchant's features with every one off: a test switches on what it checks. */
export const NO_FEATURES: Readonly<Site['features']> = {
  directRegister: false,
  mobileRegister: false,
  freePlay: false,
  smsLogin: false,
  referral: false,
  contracts: false,
  dailySalary: false,
  hourlySalary: false,
  realtimeSalary: false,
  rewardCentre: false,
  messages: false,
  transferUpline: false,
  loginToHome: false,
  phoneReset: false,
  passwordExpiryForcesChange: false,
  feedback: false,
  saferGambling: false,
};
