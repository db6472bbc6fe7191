/**
 * Pictures of the points mall's rewards (/cdn/points/rewards/<id>.svg): a gradient card with a drawn object, no text
 * (the site writes the reward's name beside it in the page's language, so one picture serves every language).
 */

/** The objects a reward may show (point_rewards.art). */
export const REWARD_ART = ['coins', 'ticket', 'shirt', 'headphones', 'phone', 'watch'] as const;
export type RewardArt = (typeof REWARD_ART)[number];

const W = '#ffffff';

const ART: Record<RewardArt, string> = {
  coins: `<g fill='${W}'><ellipse cx='170' cy='196' rx='62' ry='20' opacity='0.55'/><rect x='108' y='150' width='124' height='46' opacity='0.55'/>
<ellipse cx='170' cy='150' rx='62' ry='20'/><ellipse cx='236' cy='176' rx='56' ry='18' opacity='0.7'/><rect x='180' y='120' width='112' height='56' opacity='0.7'/>
<ellipse cx='236' cy='120' rx='56' ry='18'/></g><ellipse cx='236' cy='120' rx='30' ry='9' fill='none' stroke='#00000030' stroke-width='4'/>`,
  ticket: `<g transform='rotate(-8 200 150)'><path d='M96 96h208v36a22 22 0 0 0 0 44v36H96v-36a22 22 0 0 0 0-44z' fill='${W}'/>
<path d='M250 100v112' stroke='#00000033' stroke-width='4' stroke-dasharray='8 8'/><circle cx='170' cy='154' r='30' fill='none' stroke='#00000040' stroke-width='10'/>
<path d='M170 124v60M140 154h60' stroke='#00000040' stroke-width='8'/></g>`,
  shirt: `<path d='M150 82l-62 34 22 50 26-12v98h128v-98l26 12 22-50-62-34c-8 18-28 28-50 28s-42-10-50-28z' fill='${W}'/>
<path d='M176 150h48' stroke='#00000030' stroke-width='10' stroke-linecap='round'/>`,
  headphones: `<path d='M120 180v-30a80 80 0 0 1 160 0v30' fill='none' stroke='${W}' stroke-width='18' stroke-linecap='round'/>
<rect x='100' y='164' width='42' height='72' rx='18' fill='${W}'/><rect x='258' y='164' width='42' height='72' rx='18' fill='${W}'/>`,
  phone: `<rect x='148' y='62' width='104' height='184' rx='18' fill='${W}'/><rect x='160' y='84' width='80' height='136' rx='6' fill='#00000030'/>
<circle cx='200' cy='233' r='6' fill='#00000040'/>`,
  watch: `<rect x='174' y='60' width='52' height='56' rx='8' fill='${W}' opacity='0.7'/><rect x='174' y='184' width='52' height='56' rx='8' fill='${W}' opacity='0.7'/>
<circle cx='200' cy='150' r='58' fill='${W}'/><circle cx='200' cy='150' r='44' fill='#00000022'/><path d='M200 122v30l20 14' stroke='${W}' stroke-width='8' stroke-linecap='round' fill='none'/>`,
};

const isArt = (name: string): name is RewardArt => (REWARD_ART as readonly string[]).includes(name);

/** A 400×300 reward picture; colours are the reward's own (checked as #rrggbb so nothing else reaches the markup). */
export function rewardSvg(art: string, from: string, to: string): string {
  const colour = (c: string, fallback: string) => (/^#[0-9a-fA-F]{6}$/.test(c) ? c : fallback);
  const body = isArt(art) ? ART[art] : ART.coins;
  return `<svg xmlns='http://www.w3.org/2000/svg' width='400' height='300' viewBox='0 0 400 300'>
<defs><linearGradient id='g' x1='0' y1='0' x2='1' y2='1'><stop offset='0' stop-color='${colour(from, '#1e3a8a')}'/><stop offset='1' stop-color='${colour(to, '#9333ea')}'/></linearGradient></defs>
<rect width='400' height='300' fill='url(#g)'/><circle cx='340' cy='40' r='120' fill='${W}' opacity='0.08'/><circle cx='40' cy='280' r='90' fill='${W}' opacity='0.06'/>
${body}</svg>`;
}
