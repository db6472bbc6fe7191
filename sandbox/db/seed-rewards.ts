/**
 * Seed of the member centre's rewards area. Call inside the seed's transaction, after accounts and game
 * history exist. Per merchant:
 * - reward-centre activities, one per state player1 can see (spec §4), with player1's participations, and one issued
 *   to agent1 (another member's reward);
 * - missions (daily and weekly) and, today, bets of player1 that complete the daily bet-count mission;
 * - player1's referral friends (members whose referrer is player1) and their REFERRAL earnings;
 * - this week's leaderboard: friends and one other member who bet today and claimed missions.
 * The ledger rows added for player1 sum to exactly 0 (credits first, then today's bets), so the balance stays as the
 * accounts seed made it, and never go below 0 on their own.
 */
import type { Db } from '.';
import { LedgerKind, type ActivityCategory, type ActivityMode, type MissionMetric, type MissionPeriod } from '@site/platform-contract';
import { DUMMY_HASH } from '../lib/passwords';
import { createWallet } from '../lib/wallet';
import { maskUsername } from '../routes/lotteries';
import { missionPeriod } from '../routes/rewards';
import { GMT_OFFSETS } from './seed-agent';
import type { Texts } from './seed-content';
import { IN_HOUSE_VENDOR, type MerchantSeed } from './seed-data';

const DAY = 24 * 60 * 60 * 1000;

type SeededState = 'joined' | 'applying' | 'issued' | 'claimed' | 'rejected' | null;

interface ActivitySeed {
  key: string;
  category: ActivityCategory;
  mode: ActivityMode;
  reward: number;
  /** Days from the time of seeding. */
  startDay: number;
  endDay: number;
  /** player1's participation; null: none (in process, closed or coming soon by the dates). */
  player1: SeededState;
  /** Days ago player1 took part (and, for decided states, was decided a day later). */
  player1Day?: number;
  comment?: string;
  agent1?: SeededState;
  title: Texts;
  description: Texts;
}

export const ACTIVITY_SEEDS: ActivitySeed[] = [
  {
    key: 'checkin', category: 'others', mode: 'join', reward: 5, startDay: -10, endDay: 20, player1: 'joined', player1Day: 2,
    title: {
      en: 'Daily check-in bonus', vi: 'Thưởng điểm danh hằng ngày', th: 'โบนัสเช็กอินรายวัน', zh: '每日签到奖金', id: 'Bonus absen harian',
      ko: '매일 출석 보너스', ar: 'مكافأة تسجيل الحضور اليومي',
    },
    description: {
      en: 'Join, then log in on 7 days in a row: the bonus is issued after the seventh day.',
      vi: 'Tham gia rồi đăng nhập 7 ngày liên tiếp: tiền thưởng được phát sau ngày thứ bảy.',
      th: 'เข้าร่วมแล้วเข้าสู่ระบบติดต่อกัน 7 วัน โบนัสจะออกให้หลังวันที่เจ็ด',
      zh: '报名后连续 7 天登录，第七天后发放奖金。',
      id: 'Ikuti, lalu masuk 7 hari berturut-turut: bonus diberikan setelah hari ketujuh.',
      ko: '참여 후 7일 연속 로그인하면 7일째 다음 날 보너스가 지급됩니다.',
      ar: 'انضم ثم سجّل الدخول 7 أيام متتالية: تُصرف المكافأة بعد اليوم السابع.',
    },
  },
  {
    key: 'big_win', category: 'slots', mode: 'apply', reward: 25, startDay: -14, endDay: 16, player1: 'applying', player1Day: 1,
    comment: 'Won 120x on a PG Soft slot, screenshot attached.',
    title: {
      en: 'Big win bonus', vi: 'Thưởng thắng lớn', th: 'โบนัสชนะรางวัลใหญ่', zh: '大奖加赠', id: 'Bonus kemenangan besar', ko: '빅윈 보너스',
      ar: 'مكافأة الفوز الكبير',
    },
    description: {
      en: 'Won 100 times your stake or more on a slot? Apply with a screenshot of the win.',
      vi: 'Thắng từ 100 lần tiền cược trở lên ở một trò slot? Hãy đăng ký kèm ảnh chụp màn hình.',
      th: 'ชนะตั้งแต่ 100 เท่าของเดิมพันในเกมสล็อตใช่ไหม สมัครพร้อมภาพหน้าจอการชนะ',
      zh: '在老虎机上赢得投注额 100 倍或以上？附上中奖截图申请。',
      id: 'Menang 100 kali taruhan atau lebih di slot? Ajukan dengan tangkapan layar kemenangannya.',
      ko: '슬롯에서 베팅액의 100배 이상을 땄나요? 당첨 화면 캡처와 함께 신청하세요.',
      ar: 'ربحت 100 ضعف رهانك أو أكثر في لعبة سلوت؟ قدّم طلبك مع لقطة شاشة للفوز.',
    },
  },
  {
    key: 'weekend_reload', category: 'deposit', mode: 'join', reward: 18, startDay: -20, endDay: 10, player1: 'issued', player1Day: 3,
    title: {
      en: 'Weekend reload 20%', vi: 'Nạp lại cuối tuần 20%', th: 'ฝากเติมสุดสัปดาห์ 20%', zh: '周末续存 20%', id: 'Isi ulang akhir pekan 20%',
      ko: '주말 재충전 20%', ar: 'إعادة إيداع نهاية الأسبوع 20%',
    },
    description: {
      en: 'Deposit on Saturday or Sunday and get 20% back as a bonus, up to {reward}.',
      vi: 'Nạp tiền vào thứ Bảy hoặc Chủ nhật để nhận thêm 20% tiền thưởng, tối đa {reward}.',
      th: 'ฝากเงินวันเสาร์หรืออาทิตย์ รับโบนัสคืน 20% สูงสุด {reward}',
      zh: '周六或周日存款，即可获得 20% 奖金，最高 {reward}。',
      id: 'Deposit pada hari Sabtu atau Minggu dan dapatkan bonus 20%, maksimal {reward}.',
      ko: '토요일이나 일요일에 입금하면 20%를 보너스로 돌려드립니다(최대 {reward}).',
      ar: 'أودع يوم السبت أو الأحد واحصل على 20% مكافأة، بحد أقصى {reward}.',
    },
  },
  {
    key: 'birthday', category: 'others', mode: 'join', reward: 15, startDay: -30, endDay: 30, player1: 'claimed', player1Day: 11,
    title: {
      en: 'VIP birthday gift', vi: 'Quà sinh nhật VIP', th: 'ของขวัญวันเกิด VIP', zh: 'VIP 生日礼金', id: 'Hadiah ulang tahun VIP',
      ko: 'VIP 생일 선물', ar: 'هدية عيد الميلاد لكبار الشخصيات',
    },
    description: {
      en: 'A gift for VIP members in their birthday month.',
      vi: 'Món quà dành cho thành viên VIP trong tháng sinh nhật.',
      th: 'ของขวัญสำหรับสมาชิก VIP ในเดือนเกิด',
      zh: '送给生日当月的 VIP 会员的礼物。',
      id: 'Hadiah untuk anggota VIP di bulan ulang tahunnya.',
      ko: '생일이 있는 달의 VIP 회원을 위한 선물입니다.',
      ar: 'هدية لأعضاء كبار الشخصيات في شهر ميلادهم.',
    },
  },
  {
    key: 'lucky_hand', category: 'live', mode: 'apply', reward: 30, startDay: -7, endDay: 23, player1: 'rejected', player1Day: 5,
    comment: 'Five banker wins in a row at baccarat.', agent1: 'issued',
    title: {
      en: 'Live casino lucky hand', vi: 'Ván bài may mắn sòng bài trực tiếp', th: 'มือนำโชคคาสิโนสด', zh: '真人娱乐幸运牌局',
      id: 'Tangan beruntung kasino langsung', ko: '라이브 카지노 럭키 핸드', ar: 'اليد المحظوظة في الكازينو المباشر',
    },
    description: {
      en: 'Five wins in a row at a live table? Apply with the round numbers.',
      vi: 'Thắng 5 ván liên tiếp ở bàn trực tiếp? Hãy đăng ký kèm mã các ván.',
      th: 'ชนะติดกัน 5 ตาที่โต๊ะสดใช่ไหม สมัครพร้อมหมายเลขรอบ',
      zh: '在真人桌连赢五局？附上局号申请。',
      id: 'Menang lima kali berturut-turut di meja langsung? Ajukan dengan nomor rondenya.',
      ko: '라이브 테이블에서 5연승했나요? 라운드 번호와 함께 신청하세요.',
      ar: 'خمسة انتصارات متتالية على طاولة مباشرة؟ قدّم طلبك مع أرقام الجولات.',
    },
  },
  {
    key: 'lunar', category: 'others', mode: 'join', reward: 8.88, startDay: -45, endDay: -25, player1: null,
    title: {
      en: 'Lunar New Year red envelope', vi: 'Lì xì Tết Nguyên Đán', th: 'อั่งเปาตรุษจีน', zh: '新春红包', id: 'Angpao Tahun Baru Imlek',
      ko: '설날 세뱃돈', ar: 'مظروف رأس السنة القمرية الأحمر',
    },
    description: {
      en: 'A red envelope for every member who joined during the New Year week.',
      vi: 'Bao lì xì cho mọi thành viên tham gia trong tuần lễ Tết.',
      th: 'อั่งเปาสำหรับสมาชิกทุกคนที่เข้าร่วมในสัปดาห์ปีใหม่',
      zh: '新年周期间报名的每位会员都可获得红包。',
      id: 'Angpao untuk setiap anggota yang ikut selama pekan Tahun Baru.',
      ko: '설 주간에 참여한 모든 회원에게 세뱃돈을 드립니다.',
      ar: 'مظروف أحمر لكل عضو انضم خلال أسبوع رأس السنة.',
    },
  },
  {
    key: 'parlay_insurance', category: 'sports', mode: 'apply', reward: 20, startDay: -5, endDay: 25, player1: null,
    title: {
      en: 'Sports parlay insurance', vi: 'Bảo hiểm cược xiên thể thao', th: 'ประกันบอลสเต็ป', zh: '体育串关保险', id: 'Asuransi parlay olahraga',
      ko: '스포츠 파레이 보험', ar: 'تأمين الرهانات المركّبة الرياضية',
    },
    description: {
      en: 'Lost a parlay of 5 or more legs by one leg? Apply and get part of the stake back.',
      vi: 'Thua cược xiên từ 5 trận trở lên chỉ vì một trận? Hãy đăng ký để nhận lại một phần tiền cược.',
      th: 'แพ้บอลสเต็ปตั้งแต่ 5 คู่เพียงคู่เดียว สมัครเพื่อรับเงินเดิมพันคืนบางส่วน',
      zh: '5 串或以上的串关只输一场？申请即可返还部分投注额。',
      id: 'Kalah parlay 5 laga atau lebih karena satu laga? Ajukan dan dapatkan sebagian taruhan kembali.',
      ko: '5폴더 이상 파레이를 한 경기 차이로 놓쳤나요? 신청하면 베팅액 일부를 돌려드립니다.',
      ar: 'خسرت رهانًا مركّبًا من 5 مباريات أو أكثر بمباراة واحدة؟ قدّم طلبك واسترد جزءًا من الرهان.',
    },
  },
  {
    key: 'fish_hunter', category: 'fish', mode: 'join', reward: 10, startDay: -3, endDay: 11, player1: null,
    title: {
      en: 'Fishing hunter challenge', vi: 'Thử thách thợ săn cá', th: 'ภารกิจนักล่าปลา', zh: '捕鱼猎人挑战', id: 'Tantangan pemburu ikan',
      ko: '피싱 헌터 챌린지', ar: 'تحدي صياد الأسماك',
    },
    description: {
      en: 'Join and catch 200 fish in any fishing game before the challenge ends.',
      vi: 'Tham gia và bắt 200 con cá trong bất kỳ trò bắn cá nào trước khi thử thách kết thúc.',
      th: 'เข้าร่วมและจับปลาให้ได้ 200 ตัวในเกมยิงปลาใดก็ได้ก่อนภารกิจจบ',
      zh: '报名后在挑战结束前于任意捕鱼游戏中捕获 200 条鱼。',
      id: 'Ikuti dan tangkap 200 ikan di game tembak ikan mana pun sebelum tantangan berakhir.',
      ko: '참여하고 챌린지가 끝나기 전에 아무 피싱 게임에서 물고기 200마리를 잡으세요.',
      ar: 'انضم واصطد 200 سمكة في أي لعبة صيد قبل انتهاء التحدي.',
    },
  },
  {
    key: 'year_end_draw', category: 'lotto', mode: 'join', reward: 50, startDay: 10, endDay: 40, player1: null,
    title: {
      en: 'Year-end lucky draw', vi: 'Bốc thăm may mắn cuối năm', th: 'จับรางวัลส่งท้ายปี', zh: '年终幸运抽奖', id: 'Undian berhadiah akhir tahun',
      ko: '연말 행운 추첨', ar: 'سحب نهاية العام المحظوظ',
    },
    description: {
      en: 'Every bet in the draw week is a ticket for the year-end lucky draw.',
      vi: 'Mỗi lần cược trong tuần bốc thăm là một vé tham gia bốc thăm cuối năm.',
      th: 'ทุกการเดิมพันในสัปดาห์จับรางวัลคือตั๋วหนึ่งใบสำหรับการจับรางวัลส่งท้ายปี',
      zh: '抽奖周内的每一笔投注都是一张年终抽奖券。',
      id: 'Setiap taruhan di pekan undian adalah satu tiket undian akhir tahun.',
      ko: '추첨 주간의 모든 베팅이 연말 행운 추첨 응모권이 됩니다.',
      ar: 'كل رهان في أسبوع السحب تذكرة في سحب نهاية العام.',
    },
  },
];

interface MissionSeed {
  period: MissionPeriod;
  metric: MissionMetric;
  /** A count, or an amount in major units. */
  target: number;
  reward: number;
  points: number;
}

export const MISSION_SEEDS: MissionSeed[] = [
  { period: 'daily', metric: 'bet_count', target: 10, reward: 2, points: 10 },
  { period: 'daily', metric: 'valid_bet', target: 500, reward: 5, points: 20 },
  { period: 'daily', metric: 'deposit_count', target: 1, reward: 3, points: 10 },
  { period: 'weekly', metric: 'bet_count', target: 50, reward: 10, points: 50 },
  { period: 'weekly', metric: 'valid_bet', target: 3000, reward: 20, points: 80 },
  { period: 'weekly', metric: 'deposit_amount', target: 1000, reward: 15, points: 40 },
];

interface FriendSeed {
  username: string;
  /** Referred by player1 (a friend), or not (another member on the leaderboard). */
  friend: boolean;
  joinedDaysAgo: number;
  deposits: { daysAgo: number; amount: number }[];
  /** Deposited today as well (counts for the daily deposit mission). */
  depositToday?: number;
  /** Bets placed today: count and stake each; every third one wins twice its stake. */
  betsToday?: { count: number; stake: number };
  /** Daily missions (MISSION_SEEDS indices) they claimed today. */
  claims?: number[];
}

export const FRIEND_SEEDS: FriendSeed[] = [
  { username: 'luckystar88', friend: true, joinedDaysAgo: 25, deposits: [{ daysAgo: 21, amount: 800 }], betsToday: { count: 12, stake: 50 }, claims: [0, 1] },
  { username: 'spinqueen', friend: true, joinedDaysAgo: 18, deposits: [{ daysAgo: 13, amount: 100 }], betsToday: { count: 10, stake: 2 }, claims: [0] },
  { username: 'goldfish7', friend: true, joinedDaysAgo: 10, deposits: [{ daysAgo: 8, amount: 50 }] },
  { username: 'newface01', friend: true, joinedDaysAgo: 3, deposits: [] },
  {
    username: 'topspinner', friend: false, joinedDaysAgo: 40, deposits: [{ daysAgo: 30, amount: 1000 }], depositToday: 100,
    betsToday: { count: 10, stake: 60 }, claims: [0, 1, 2],
  },
];

/** player1's REFERRAL earnings: [days ago, amount, the friend it came from, why]. */
const REFERRAL_EARNINGS: [number, number, string, string][] = [
  [20, 6, 'luckystar88', 'first deposit'],
  [12, 9.5, 'spinqueen', 'first deposit'],
  [4, 4.5, 'luckystar88', 'valid bets'],
];

/** player1's bets today: 10 (the daily bet-count mission complete) of 5 each, two of which win. Net −35. */
const PLAYER1_BETS_TODAY: [stake: number, payout: number][] = [
  [5, 0], [5, 0], [5, 9], [5, 0], [5, 0], [5, 0], [5, 6], [5, 0], [5, 0], [5, 0],
];

const minor = (amount: number) => Math.round(amount * 100);

/**
 * A promotion's or activity's text with its {reward} filled: the reward the platform pays (the activity's reward, in the
 * merchant's currency and the text's language), so a text never promises another amount than the one shown beside it
 * (as "up to $500" above "Reward $100.00" once did).
 */
export function withReward(text: string, reward: number | undefined, currency: string, lang: string): string {
  if (!text.includes('{reward}')) return text;
  if (reward === undefined) throw new Error('seed: a text quotes {reward} but its promotion has no activity');
  const digits = Number.isInteger(reward) ? 0 : 2;
  const money = new Intl.NumberFormat(lang, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(reward);
  return text.replaceAll('{reward}', money);
}

export function seedRewards(db: Db, m: MerchantSeed, now: number): void {
  const memberId = db.prepare('SELECT id FROM members WHERE merchant_code = ? AND username = ?').pluck();
  const player1 = memberId.get(m.code, 'player1') as number;
  const agent1 = memberId.get(m.code, 'agent1') as number;
  const wallet = createWallet(db);

  // Activities, each linked to its promotion (seed-promotions.ts: the promotion of the same seed key).
  const promotionOf = db.prepare('SELECT id FROM promotions WHERE merchant_code = ? AND seed_key = ?').pluck();
  const activity = db.prepare(
    `INSERT INTO reward_activities (merchant_code, promotion_id, category, mode, reward_minor, starts_at, ends_at, sort, seed_key)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const activityText = db.prepare('INSERT INTO reward_activity_i18n (activity_id, language, title, description) VALUES (?, ?, ?, ?)');
  const application = db.prepare(
    `INSERT INTO reward_applications (activity_id, member_id, state, comment, applied_at, decided_at, claimed_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const credits: { at: number; amount: number; kind: string; remark: string }[] = [];
  ACTIVITY_SEEDS.forEach((a, sort) => {
    const id = Number(
      activity.run(
        m.code, (promotionOf.get(m.code, a.key) as number | undefined) ?? null, a.category, a.mode, minor(a.reward),
        now + a.startDay * DAY, now + a.endDay * DAY, sort, a.key,
      ).lastInsertRowid,
    );
    for (const lang of m.languages) activityText.run(id, lang, a.title[lang], withReward(a.description[lang], a.reward, m.currency.code, lang));
    const participate = (member: number, state: SeededState, daysAgo: number) => {
      if (state === null) return;
      const applied = now - daysAgo * DAY;
      const decided = state === 'joined' || state === 'applying' ? null : applied + DAY;
      const claimed = state === 'claimed' ? applied + DAY + 60 * 60 * 1000 : null;
      application.run(id, member, state, a.mode === 'apply' ? (a.comment ?? null) : null, applied, decided, claimed);
      if (claimed !== null && member === player1) {
        credits.push({ at: claimed, amount: a.reward, kind: LedgerKind.BONUS, remark: `Reward: ${a.title[m.languages[0]!]}` });
      }
    };
    participate(player1, a.player1, a.player1Day ?? 1);
    participate(agent1, a.agent1 ?? null, 2);
  });

  const mission = db.prepare(
    'INSERT INTO missions (merchant_code, period, metric, target, reward_minor, points, sort) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const missionIds = MISSION_SEEDS.map((s, sort) =>
    Number(
      mission.run(
        m.code, s.period, s.metric, s.metric === 'valid_bet' || s.metric === 'deposit_amount' ? minor(s.target) : s.target, minor(s.reward),
        s.points, sort,
      ).lastInsertRowid,
    ),
  );

  // Today's times: spread between the merchant's midnight and now, in order, so they fall in today's and this week's periods.
  const zone = GMT_OFFSETS[m.code] ?? 420;
  const dayStart = missionPeriod('daily', now, zone).start;
  const today = (i: number, of: number) => dayStart + Math.floor(((now - dayStart) * (i + 1)) / (of + 2));

  const game = db
    .prepare("SELECT node_id, vassalage, game_code, game_name FROM games WHERE merchant_code = ? AND game_type = 'INHOUSE' AND vassalage = ? ORDER BY sort LIMIT 1")
    .get(m.code, IN_HOUSE_VENDOR) as { node_id: number; vassalage: string; game_code: string; game_name: string };
  const bet = db.prepare(
    `INSERT INTO bets (merchant_code, member_id, node_id, vendor, game_code, stake_minor, payout_minor, status, request_id, created_at, settled_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, 'settled', ?, ?, ?)`,
  );
  const placeBets = (member: number, bets: [number, number][]) => {
    bets.forEach(([stake, payout], i) => {
      const at = today(i, bets.length);
      const betId = Number(
        bet.run(m.code, member, game.node_id, game.vassalage, game.game_code, minor(stake), minor(payout), `seed-rewards-${i + 1}`, at, at).lastInsertRowid,
      );
      wallet.post(member, -minor(stake), LedgerKind.BET, `${game.vassalage} ${game.game_name}`, betId, at);
      if (payout > 0) wallet.post(member, minor(payout), LedgerKind.WIN, `${game.vassalage} ${game.game_name}`, betId, at);
    });
  };

  // Friends and the leaderboard's other member. No password opens these accounts.
  const insertMember = db.prepare(
    `INSERT INTO members (merchant_code, username, password_hash, type, first_login, password_changed_at, created_at, referral_code, referrer_id)
     VALUES (?, ?, ?, 0, 0, ?, ?, ?, ?)`,
  );
  const claim = db.prepare(
    'INSERT INTO mission_claims (member_id, mission_id, period_start, reward_minor, points, claimed_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const post = (member: number, amount: number, kind: string, remark: string, at: number) => wallet.post(member, minor(amount), kind, remark, null, at);
  FRIEND_SEEDS.forEach((f, n) => {
    const joined = now - f.joinedDaysAgo * DAY;
    const id = Number(
      insertMember.run(m.code, f.username, DUMMY_HASH, joined, joined, `FR${n + 1}${m.code.toUpperCase()}`, f.friend ? player1 : null).lastInsertRowid,
    );
    for (const d of f.deposits) post(id, d.amount, LedgerKind.DEPOSIT, 'Bank deposit', now - d.daysAgo * DAY);
    if (f.depositToday) post(id, f.depositToday, LedgerKind.DEPOSIT, 'Bank deposit', today(0, 3));
    if (f.betsToday) {
      const { count, stake } = f.betsToday;
      placeBets(id, Array.from({ length: count }, (_, i): [number, number] => [stake, i % 3 === 2 ? stake * 2 : 0]));
    }
    // Claimed after the last bet of the day (today(count, count) comes after every today(i, count)).
    const claimedAt = today(f.betsToday?.count ?? 1, f.betsToday?.count ?? 1);
    for (const index of f.claims ?? []) {
      const s = MISSION_SEEDS[index]!;
      const at = claimedAt;
      claim.run(id, missionIds[index], missionPeriod(s.period, now, zone).start, minor(s.reward), s.points, at);
      post(id, s.reward, LedgerKind.BONUS, `Mission reward (${s.period} #${missionIds[index]})`, at);
    }
  });

  for (const [daysAgo, amount, friend, why] of REFERRAL_EARNINGS) {
    credits.push({ at: now - daysAgo * DAY, amount, kind: LedgerKind.REFERRAL, remark: `Referral reward: ${maskUsername(friend)} ${why}` });
  }
  credits.sort((a, b) => a.at - b.at);
  for (const c of credits) post(player1, c.amount, c.kind, c.remark, c.at);
  placeBets(player1, PLAYER1_BETS_TODAY);
}
