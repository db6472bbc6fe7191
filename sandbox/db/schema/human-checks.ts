/** Migration 16: human checks bound to whoever asked for them (issue 26, finding 9). */
export const HUMAN_CHECKS_SCHEMA = `
-- A captcha is asked for by its public id (CaptchaDto.captchaId) from the visitor address it was issued to.
ALTER TABLE captchas ADD COLUMN public_id TEXT;
ALTER TABLE captchas ADD COLUMN ip TEXT;
CREATE UNIQUE INDEX captchas_public_id ON captchas (public_id);

-- A slider puzzle is verified, and its pass spent, from the address it was dealt to.
ALTER TABLE slider_puzzles ADD COLUMN ip TEXT;
ALTER TABLE slider_passes ADD COLUMN ip TEXT;
`;
