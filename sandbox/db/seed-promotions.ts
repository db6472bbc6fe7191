/**
 * Seed of the promotions pages: every merchant has promotions in every category of spec §3, each with a
 * summary, an HTML page and an image in every language the merchant offers, and an activity to take part in (join or
 * apply), so the promotion's period and each member's state come from the reward centre's activity store.
 *
 * A merchant's promotions, in display order:
 *   1. its own (seed-content.ts PROMOTIONS, with PAGES below giving their summary and activity), and EXTRA ones;
 *   2. SHARED_PROMOTIONS, which every merchant runs;
 *   3. one per reward-centre activity (seed-rewards.ts ACTIVITY_SEEDS): same title, the description as summary. Those
 *      activities (with player1's participations in every state of spec §4) are inserted by seedRewards, which links
 *      each to its promotion by seed key.
 * Promotions and activities carry the seed's key (seed_key), so a promotion re-seeded by upgradeSeed finds its activity.
 */
import type { Db } from '.';
import type { ActivityCategory, ActivityMode } from '../../lib/platform/contract';
import type { Lang, MerchantTexts, PromotionSeed, Texts } from './seed-content';
import type { MerchantSeed } from './seed-data';
// Read inside functions only: seed-rewards imports seed-data, which imports this file (through seed-content).
import { ACTIVITY_SEEDS, withReward } from './seed-rewards';

const DAY = 24 * 60 * 60 * 1000;

/** How to take part: the promotion's activity. Days are relative to the time of seeding. */
export interface PromotionActivitySeed {
  mode: ActivityMode;
  reward: number;
  startDay: number;
  endDay: number;
}

/** What a promotion is beyond its category and title. */
interface PromotionPage {
  /** Unique per merchant. */
  key: string;
  /** One or two sentences, plain text; placeholders ({brand}, {age}…) are filled per merchant and language, {reward} with its activity's reward (withReward). */
  summary: MerchantTexts;
  /** Its own activity; absent for the promotions of ACTIVITY_SEEDS (seedRewards inserts theirs). */
  activity?: PromotionActivitySeed;
}

export type FullPromotionSeed = PromotionSeed & PromotionPage;

/** The merchants' own promotions (seed-content.ts PROMOTIONS), by merchant and title in the merchant's default language. */
const PAGES: Record<string, Record<string, PromotionPage>> = {
  demo: {
    'Welcome bonus 100%': {
      key: 'welcome',
      activity: { mode: 'apply', reward: 100, startDay: -30, endDay: 60 },
      summary: {
        en: 'Make your first deposit and we match it 100%, up to {reward}. Apply with your deposit receipt.',
        vi: 'Nạp tiền lần đầu và nhận thưởng 100% giá trị nạp, tối đa {reward}. Đăng ký kèm biên lai nạp tiền.',
        th: 'ฝากเงินครั้งแรกรับโบนัส 100% สูงสุด {reward} สมัครพร้อมหลักฐานการฝากเงิน',
        zh: '首次存款即可获得 100% 奖金，最高 {reward}。请附上存款凭证申请。',
        id: 'Lakukan deposit pertama dan kami cocokkan 100%, hingga {reward}. Ajukan dengan bukti deposit Anda.',
        ko: '첫 입금 시 입금액의 100%를 최대 {reward}까지 보너스로 드립니다. 입금 영수증과 함께 신청하세요.',
        ar: 'أودع لأول مرة ونضيف لك 100% من إيداعك، حتى {reward}. قدّم طلبك مع إيصال الإيداع.',
      },
    },
    'First week free spins': {
      key: 'first-week-spins',
      activity: { mode: 'join', reward: 10, startDay: -30, endDay: 60 },
      summary: {
        en: 'New players get 20 free spins a day on a featured slot for their first seven days.',
        vi: 'Người chơi mới nhận 20 vòng quay miễn phí mỗi ngày trên một trò slot nổi bật trong 7 ngày đầu.',
        th: 'ผู้เล่นใหม่รับฟรีสปินวันละ 20 ครั้งในสล็อตแนะนำตลอด 7 วันแรก',
        zh: '新玩家在前七天每天可在精选老虎机上获得 20 次免费旋转。',
        id: 'Pemain baru mendapat 20 putaran gratis sehari di slot pilihan selama tujuh hari pertama.',
        ko: '신규 플레이어는 첫 7일 동안 추천 슬롯에서 매일 무료 스핀 20회를 받습니다.',
        ar: 'يحصل اللاعبون الجدد على 20 لفّة مجانية يوميًا في لعبة سلوت مختارة طوال أيامهم السبعة الأولى.',
      },
    },
    'Slots festival': {
      key: 'slots-festival',
      activity: { mode: 'join', reward: 20, startDay: -5, endDay: 9 },
      summary: {
        en: 'Spin any slot during the festival: every 100 in valid bets is a ticket for the daily prize draw.',
        vi: 'Quay bất kỳ trò slot nào trong lễ hội: mỗi 100 tiền cược hợp lệ là một vé bốc thăm trúng thưởng hằng ngày.',
        th: 'หมุนสล็อตเกมใดก็ได้ระหว่างเทศกาล ทุกยอดเดิมพันที่ถูกต้อง 100 คือตั๋วจับรางวัลรายวันหนึ่งใบ',
        zh: '节日期间畅玩任意老虎机：每 100 有效投注即可获得一张每日抽奖券。',
        id: 'Putar slot apa saja selama festival: setiap taruhan sah 100 adalah satu tiket undian harian.',
        ko: '페스티벌 기간에 아무 슬롯이나 플레이하세요. 유효 베팅 100마다 일일 경품 추첨권 1장을 드립니다.',
        ar: 'العب أي سلوت خلال المهرجان: كل 100 من الرهانات الصالحة تذكرة في السحب اليومي على الجوائز.',
      },
    },
    'Daily reload 10%': {
      key: 'daily-reload',
      activity: { mode: 'join', reward: 10, startDay: -15, endDay: 45 },
      summary: {
        en: 'Deposit again on any day and get 10% extra, once a day.',
        vi: 'Nạp thêm vào bất kỳ ngày nào để nhận thêm 10%, mỗi ngày một lần.',
        th: 'ฝากเงินเพิ่มวันไหนก็ได้ รับเพิ่ม 10% วันละครั้ง',
        zh: '每天再次存款均可额外获得 10%，每日一次。',
        id: 'Deposit lagi kapan saja dan dapatkan ekstra 10%, sekali sehari.',
        ko: '언제든 재입금하면 하루 한 번 10%를 추가로 드립니다.',
        ar: 'أودع مجددًا في أي يوم واحصل على 10% إضافية، مرة واحدة يوميًا.',
      },
    },
  },
  vn88: {
    'Thưởng nạp đầu 100%': {
      key: 'first-deposit',
      activity: { mode: 'apply', reward: 500_000, startDay: -30, endDay: 60 },
      summary: {
        vi: 'Nạp lần đầu và nhận thêm 100% giá trị nạp, tối đa {reward}. Đăng ký kèm biên lai nạp tiền.',
        en: 'Make your first deposit and get 100% extra, up to {reward}. Apply with your deposit receipt.',
      },
    },
    'Hoàn tiền cược thể thao': {
      key: 'sports-cashback',
      activity: { mode: 'join', reward: 200_000, startDay: -10, endDay: 20 },
      summary: {
        vi: 'Nhận lại 5% tiền thua cược thể thao mỗi tuần, tối đa {reward}.',
        en: 'Get 5% of your net sports losses back every week, up to {reward}.',
      },
    },
  },
  ph: {
    'Live casino cashback': {
      key: 'live-cashback',
      activity: { mode: 'join', reward: 500, startDay: -10, endDay: 20 },
      summary: { en: 'Get 5% of your net live casino losses back every Monday.' },
    },
    'GCash deposit bonus': {
      key: 'gcash-bonus',
      activity: { mode: 'join', reward: 250, startDay: -10, endDay: 20 },
      summary: { en: 'Deposit with GCash and get 10% extra, up to {reward}.' },
    },
  },
};

/** More promotions of a merchant's own, after its PROMOTIONS. */
const EXTRA: Record<string, FullPromotionSeed[]> = {
  ph: [
    {
      key: 'welcome',
      category: 'new_player',
      title: { en: 'Welcome bonus 150%' },
      activity: { mode: 'apply', reward: 1_000, startDay: -30, endDay: 60 },
      summary: { en: 'Your first deposit gets a 150% bonus, up to {reward}. For players aged {age} and over.' },
    },
    {
      key: 'pba-boost',
      category: 'sports',
      title: { en: 'PBA parlay boost' },
      activity: { mode: 'join', reward: 300, startDay: -20, endDay: 40 },
      summary: { en: 'Parlays of three or more PBA games pay 10% more this season.' },
    },
  ],
};

interface SharedPromotion extends FullPromotionSeed {
  category: ActivityCategory;
  title: Texts;
  summary: Texts;
  activity: PromotionActivitySeed;
}

/** Promotions every merchant runs, in the categories its own do not cover. */
export const SHARED_PROMOTIONS: SharedPromotion[] = [
  {
    key: 'daily-rebate',
    category: 'rebate',
    activity: { mode: 'join', reward: 12, startDay: -30, endDay: 60 },
    title: {
      en: 'Daily slots rebate 1%', vi: 'Hoàn trả slot hằng ngày 1%', th: 'คืนยอดเสียสล็อตรายวัน 1%', zh: '老虎机每日返水 1%',
      id: 'Rebate slot harian 1%', ko: '매일 슬롯 리베이트 1%', ar: 'استرداد يومي 1% على السلوتس',
    },
    summary: {
      en: 'Join once and get 1% of your valid slot bets back every day, paid the next morning.',
      vi: 'Tham gia một lần để nhận lại 1% tổng cược hợp lệ ở slot mỗi ngày, trả vào sáng hôm sau.',
      th: 'เข้าร่วมครั้งเดียว รับคืน 1% ของยอดเดิมพันสล็อตที่ถูกต้องทุกวัน จ่ายในเช้าวันถัดไป',
      zh: '报名一次，即可每天获得老虎机有效投注额 1% 的返水，次日早上发放。',
      id: 'Ikut sekali dan dapatkan kembali 1% dari taruhan slot yang sah setiap hari, dibayarkan keesokan paginya.',
      ko: '한 번 참여하면 매일 슬롯 유효 베팅액의 1%를 다음 날 아침에 돌려드립니다.',
      ar: 'انضم مرة واحدة واسترد 1% من رهانات السلوتس الصالحة كل يوم، تُدفع صباح اليوم التالي.',
    },
  },
  {
    key: 'double-points',
    category: 'points_mall',
    activity: { mode: 'join', reward: 5, startDay: -2, endDay: 12 },
    title: {
      en: 'Double points week', vi: 'Tuần lễ nhân đôi điểm thưởng', th: 'สัปดาห์แต้มคูณสอง', zh: '双倍积分周', id: 'Pekan poin ganda',
      ko: '포인트 2배 주간', ar: 'أسبوع النقاط المضاعفة',
    },
    summary: {
      en: 'Every bet this week earns twice the points to spend in the points mall.',
      vi: 'Mỗi lần cược trong tuần này nhận gấp đôi điểm để đổi quà tại cửa hàng điểm thưởng.',
      th: 'ทุกการเดิมพันในสัปดาห์นี้ได้รับแต้มสองเท่า นำไปแลกของรางวัลในร้านค้าแต้มได้',
      zh: '本周每笔投注均可获得双倍积分，可在积分商城兑换礼品。',
      id: 'Setiap taruhan minggu ini mendapat poin dua kali lipat untuk ditukar di toko poin.',
      ko: '이번 주에는 모든 베팅에 포인트가 2배로 적립되어 포인트 몰에서 사용할 수 있습니다.',
      ar: 'كل رهان هذا الأسبوع يمنحك ضعف النقاط لتنفقها في متجر النقاط.',
    },
  },
  {
    key: 'weekly-ranking',
    category: 'ranking',
    activity: { mode: 'join', reward: 100, startDay: -4, endDay: 3 },
    title: {
      en: 'Weekly winners ranking', vi: 'Bảng xếp hạng thắng lớn hằng tuần', th: 'อันดับผู้ชนะประจำสัปดาห์', zh: '每周赢家排行榜',
      id: 'Peringkat pemenang mingguan', ko: '주간 위너 랭킹', ar: 'ترتيب الفائزين الأسبوعي',
    },
    summary: {
      en: 'The 20 players with the biggest winnings this week share the prize pool.',
      vi: '20 người chơi có tổng tiền thắng cao nhất tuần này cùng chia giải thưởng.',
      th: 'ผู้เล่น 20 อันดับแรกที่มียอดชนะสูงสุดในสัปดาห์นี้แบ่งเงินรางวัลรวมกัน',
      zh: '本周赢取金额最高的前 20 名玩家瓜分奖池。',
      id: '20 pemain dengan kemenangan terbesar minggu ini berbagi hadiah utama.',
      ko: '이번 주 당첨금 상위 20명이 상금 풀을 나눠 가집니다.',
      ar: 'يتقاسم أكثر 20 لاعبًا ربحًا هذا الأسبوع مجموع الجوائز.',
    },
  },
  {
    key: 'app-download',
    category: 'download',
    activity: { mode: 'apply', reward: 3, startDay: -60, endDay: 120 },
    title: {
      en: 'App download bonus', vi: 'Thưởng tải ứng dụng', th: 'โบนัสดาวน์โหลดแอป', zh: '下载 App 奖金', id: 'Bonus unduh aplikasi',
      ko: '앱 다운로드 보너스', ar: 'مكافأة تنزيل التطبيق',
    },
    summary: {
      en: 'Add our app to your home screen, log in there, and apply with a screenshot to get a bonus.',
      vi: 'Thêm ứng dụng vào màn hình chính, đăng nhập trên đó và đăng ký kèm ảnh chụp màn hình để nhận thưởng.',
      th: 'เพิ่มแอปของเราไว้ที่หน้าจอหลัก เข้าสู่ระบบ แล้วสมัครพร้อมภาพหน้าจอเพื่อรับโบนัส',
      zh: '将我们的 App 添加到主屏幕并登录，附上截图申请即可获得奖金。',
      id: 'Tambahkan aplikasi kami ke layar utama, masuk di sana, lalu ajukan dengan tangkapan layar untuk mendapat bonus.',
      ko: '앱을 홈 화면에 추가하고 로그인한 뒤 화면 캡처와 함께 신청하면 보너스를 드립니다.',
      ar: 'أضف تطبيقنا إلى الشاشة الرئيسية وسجّل الدخول منه، ثم قدّم طلبك مع لقطة شاشة لتحصل على مكافأة.',
    },
  },
  {
    key: 'new-game-spins',
    category: 'game',
    activity: { mode: 'join', reward: 8, startDay: -1, endDay: 13 },
    title: {
      en: 'New game launch: free spins', vi: 'Ra mắt trò chơi mới: vòng quay miễn phí', th: 'เปิดตัวเกมใหม่: ฟรีสปิน', zh: '新游戏上线：免费旋转',
      id: 'Peluncuran game baru: putaran gratis', ko: '신규 게임 출시: 무료 스핀', ar: 'إطلاق لعبة جديدة: لفّات مجانية',
    },
    summary: {
      en: 'Join and play this month’s new in-house game to get free spins on it.',
      vi: 'Tham gia và chơi trò chơi mới của tháng để nhận vòng quay miễn phí.',
      th: 'เข้าร่วมและเล่นเกมใหม่ประจำเดือนเพื่อรับฟรีสปิน',
      zh: '报名并畅玩本月上线的新游戏，即可获得免费旋转。',
      id: 'Ikuti dan mainkan game baru bulan ini untuk mendapatkan putaran gratis.',
      ko: '참여 후 이달의 신규 게임을 플레이하면 무료 스핀을 드립니다.',
      ar: 'انضم والعب لعبة هذا الشهر الجديدة لتحصل على لفّات مجانية فيها.',
    },
  },
  {
    key: 'poker-freeroll',
    category: 'card',
    activity: { mode: 'join', reward: 40, startDay: -2, endDay: 5 },
    title: {
      en: 'Poker freeroll tournament', vi: 'Giải poker miễn phí tham gia', th: 'ทัวร์นาเมนต์โป๊กเกอร์ฟรีโรล', zh: '扑克免费锦标赛',
      id: 'Turnamen poker gratis', ko: '포커 프리롤 토너먼트', ar: 'بطولة بوكر مجانية',
    },
    summary: {
      en: 'A free poker tournament every Sunday evening: join to get a seat, and the final table shares the prize.',
      vi: 'Giải poker miễn phí vào mỗi tối Chủ nhật: tham gia để giữ chỗ, bàn chung kết cùng chia giải thưởng.',
      th: 'ทัวร์นาเมนต์โป๊กเกอร์ฟรีทุกเย็นวันอาทิตย์ เข้าร่วมเพื่อรับที่นั่ง โต๊ะสุดท้ายแบ่งเงินรางวัล',
      zh: '每周日晚举行免费扑克锦标赛：报名即可获得席位，决赛桌瓜分奖金。',
      id: 'Turnamen poker gratis setiap Minggu malam: ikut untuk mendapat kursi, meja final berbagi hadiah.',
      ko: '매주 일요일 저녁 무료 포커 토너먼트: 참여하면 좌석이 배정되고 파이널 테이블이 상금을 나눕니다.',
      ar: 'بطولة بوكر مجانية كل مساء أحد: انضم لتحجز مقعدك، وتتقاسم الطاولة النهائية الجائزة.',
    },
  },
];

/** The words of a promotion's page around its summary: how to take part (by mode) and the terms. */
const PAGE_TEXTS: Record<Lang, { how: string; join: string[]; apply: string[]; terms: string; rules: string[] }> = {
  en: {
    how: 'How to take part',
    join: [
      'Log in and press Join on this page while the promotion runs.',
      'Meet the condition described above before the promotion ends.',
      'Once the reward is issued, press Claim: it is added to your balance at once.',
    ],
    apply: [
      'Meet the condition described above while the promotion runs.',
      'Press Apply on this page and tell us about it in a comment of up to 140 characters, with up to 3 screenshots (PNG or JPG, at most 5 MB each).',
      'We review every application within 24 hours.',
      'Once it is approved, press Claim: the reward is added to your balance at once.',
    ],
    terms: 'Terms',
    rules: [
      'One reward per member, household and IP address.',
      'A reward must be wagered 10 times before it can be withdrawn.',
      '{brand} may change or end this promotion, and withholds rewards obtained through abuse or collusion.',
    ],
  },
  vi: {
    how: 'Cách tham gia',
    join: [
      'Đăng nhập và nhấn Tham gia trên trang này khi khuyến mãi đang diễn ra.',
      'Hoàn thành điều kiện nêu trên trước khi khuyến mãi kết thúc.',
      'Khi phần thưởng được phát, nhấn Nhận thưởng: tiền thưởng được cộng ngay vào số dư của bạn.',
    ],
    apply: [
      'Hoàn thành điều kiện nêu trên trong thời gian diễn ra khuyến mãi.',
      'Nhấn Đăng ký trên trang này, viết bình luận tối đa 140 ký tự và đính kèm tối đa 3 ảnh chụp màn hình (PNG hoặc JPG, mỗi ảnh tối đa 5 MB).',
      'Chúng tôi xét duyệt mọi đơn đăng ký trong vòng 24 giờ.',
      'Sau khi được duyệt, nhấn Nhận thưởng: phần thưởng được cộng ngay vào số dư của bạn.',
    ],
    terms: 'Điều khoản',
    rules: [
      'Mỗi thành viên, hộ gia đình và địa chỉ IP chỉ nhận một phần thưởng.',
      'Tiền thưởng phải được cược đủ 10 lần trước khi rút.',
      '{brand} có quyền thay đổi hoặc kết thúc khuyến mãi này và không trả thưởng có được do gian lận hoặc thông đồng.',
    ],
  },
  th: {
    how: 'วิธีเข้าร่วม',
    join: [
      'เข้าสู่ระบบแล้วกดเข้าร่วมในหน้านี้ระหว่างที่โปรโมชั่นยังดำเนินอยู่',
      'ทำตามเงื่อนไขข้างต้นให้ครบก่อนโปรโมชั่นสิ้นสุด',
      'เมื่อออกรางวัลแล้ว กดรับรางวัล เงินจะเข้ายอดคงเหลือของคุณทันที',
    ],
    apply: [
      'ทำตามเงื่อนไขข้างต้นให้ครบระหว่างที่โปรโมชั่นยังดำเนินอยู่',
      'กดสมัครในหน้านี้ เขียนความคิดเห็นได้ไม่เกิน 140 ตัวอักษร และแนบภาพหน้าจอได้สูงสุด 3 ภาพ (PNG หรือ JPG ไม่เกินภาพละ 5 MB)',
      'เราพิจารณาทุกใบสมัครภายใน 24 ชั่วโมง',
      'เมื่อได้รับการอนุมัติ กดรับรางวัล เงินจะเข้ายอดคงเหลือของคุณทันที',
    ],
    terms: 'ข้อกำหนด',
    rules: [
      'หนึ่งรางวัลต่อสมาชิก ครัวเรือน และที่อยู่ IP',
      'ต้องทำยอดเดิมพัน 10 เท่าของรางวัลก่อนถอน',
      '{brand} อาจเปลี่ยนแปลงหรือยุติโปรโมชั่นนี้ และระงับรางวัลที่ได้จากการทุจริตหรือการสมรู้ร่วมคิด',
    ],
  },
  zh: {
    how: '参与方式',
    join: ['活动期间登录并在本页点击“报名”。', '在活动结束前达成上述条件。', '奖励派发后点击“领取”，奖金将立即存入您的余额。'],
    apply: [
      '活动期间达成上述条件。',
      '在本页点击“申请”，填写不超过 140 个字符的说明，并附上最多 3 张截图（PNG 或 JPG，每张不超过 5 MB）。',
      '我们会在 24 小时内审核每份申请。',
      '审核通过后点击“领取”，奖金将立即存入您的余额。',
    ],
    terms: '条款',
    rules: ['每位会员、每个家庭及每个 IP 地址仅可获得一次奖励。', '奖励须完成 10 倍流水后方可提款。', '{brand} 有权修改或终止本活动，并扣除通过违规或串通获得的奖励。'],
  },
  id: {
    how: 'Cara ikut',
    join: [
      'Masuk dan tekan Ikut di halaman ini selama promosi berlangsung.',
      'Penuhi syarat di atas sebelum promosi berakhir.',
      'Setelah hadiah diberikan, tekan Klaim: hadiah langsung masuk ke saldo Anda.',
    ],
    apply: [
      'Penuhi syarat di atas selama promosi berlangsung.',
      'Tekan Ajukan di halaman ini dan ceritakan dalam komentar hingga 140 karakter, dengan hingga 3 tangkapan layar (PNG atau JPG, maksimal 5 MB per gambar).',
      'Kami meninjau setiap pengajuan dalam 24 jam.',
      'Setelah disetujui, tekan Klaim: hadiah langsung masuk ke saldo Anda.',
    ],
    terms: 'Ketentuan',
    rules: [
      'Satu hadiah per anggota, rumah tangga, dan alamat IP.',
      'Hadiah harus dipertaruhkan 10 kali sebelum dapat ditarik.',
      '{brand} dapat mengubah atau mengakhiri promosi ini, dan menahan hadiah yang diperoleh melalui penyalahgunaan atau kolusi.',
    ],
  },
  ko: {
    how: '참여 방법',
    join: [
      '프로모션 기간 중 로그인한 뒤 이 페이지에서 참여하기를 누르세요.',
      '프로모션이 끝나기 전에 위의 조건을 달성하세요.',
      '보상이 지급되면 받기를 누르세요. 즉시 잔액에 추가됩니다.',
    ],
    apply: [
      '프로모션 기간 중 위의 조건을 달성하세요.',
      '이 페이지에서 신청하기를 누르고 140자 이내의 코멘트와 화면 캡처를 최대 3장(PNG 또는 JPG, 장당 5MB 이하) 첨부하세요.',
      '모든 신청은 24시간 이내에 심사합니다.',
      '승인되면 받기를 누르세요. 보상이 즉시 잔액에 추가됩니다.',
    ],
    terms: '이용 조건',
    rules: [
      '회원, 가구, IP 주소당 한 번만 보상을 받을 수 있습니다.',
      '보상은 출금 전에 10배 롤링해야 합니다.',
      '{brand}는 이 프로모션을 변경하거나 종료할 수 있으며, 부정행위나 공모로 얻은 보상은 지급하지 않습니다.',
    ],
  },
  ar: {
    how: 'طريقة المشاركة',
    join: [
      'سجّل الدخول واضغط «انضم» في هذه الصفحة أثناء سريان العرض.',
      'حقّق الشرط المذكور أعلاه قبل انتهاء العرض.',
      'عند صرف المكافأة اضغط «استلم»، فتُضاف إلى رصيدك فورًا.',
    ],
    apply: [
      'حقّق الشرط المذكور أعلاه أثناء سريان العرض.',
      'اضغط «قدّم طلبًا» في هذه الصفحة واكتب تعليقًا حتى 140 حرفًا، مع ما يصل إلى 3 لقطات شاشة (PNG أو JPG، بحد أقصى 5 ميغابايت لكل منها).',
      'نراجع كل طلب خلال 24 ساعة.',
      'بعد الموافقة اضغط «استلم»، فتُضاف المكافأة إلى رصيدك فورًا.',
    ],
    terms: 'الشروط',
    rules: [
      'مكافأة واحدة لكل عضو وأسرة وعنوان IP.',
      'يجب المراهنة بالمكافأة 10 مرات قبل سحبها.',
      'يحق لـ {brand} تعديل هذا العرض أو إنهاؤه، وحجب المكافآت التي يتم الحصول عليها بالتحايل أو التواطؤ.',
    ],
  },
};

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A promotion's page in one language: how to take part (by its activity's mode) and the terms. The summary, which
 * states the condition, is shown above it (the site's page header), so the page does not repeat it.
 */
export function promotionPage(lang: Lang, mode: ActivityMode): string {
  const t = PAGE_TEXTS[lang];
  const items = (lines: string[]) => lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('');
  return `<h3>${escapeHtml(t.how)}</h3><ol>${items(mode === 'join' ? t.join : t.apply)}</ol><h3>${escapeHtml(t.terms)}</h3><ul>${items(t.rules)}</ul>`;
}

/** A merchant's promotions in display order (see the file's comment). Throws when a PAGES entry names no promotion. */
export function promotionSeedsOf(m: MerchantSeed): FullPromotionSeed[] {
  const pages = PAGES[m.code] ?? {};
  const defaultLanguage = m.languages[0]!;
  const own = m.promotions.map((p, i): FullPromotionSeed => {
    const page = pages[p.title[defaultLanguage] ?? ''];
    return { ...p, ...(page ?? { key: `${m.code}-${i + 1}`, summary: {} }) };
  });
  const named = new Set(m.promotions.map((p) => p.title[defaultLanguage]));
  const stray = Object.keys(pages).filter((title) => !named.has(title));
  if (stray.length > 0) throw new Error(`seed: ${m.code} promotion pages name no promotion: ${stray.join(', ')}`);
  const fromActivities = ACTIVITY_SEEDS.map(
    (a): FullPromotionSeed => ({ key: a.key, category: a.category, title: a.title, summary: a.description }),
  );
  const all = [...own, ...(EXTRA[m.code] ?? []), ...SHARED_PROMOTIONS, ...fromActivities];
  const keys = all.map((p) => p.key);
  if (new Set(keys).size !== keys.length) throw new Error(`seed: ${m.code} has two promotions with one key`);
  return all;
}

/** The mode of a promotion's activity, for the words of its page. */
function modeOf(p: FullPromotionSeed): ActivityMode {
  return p.activity?.mode ?? ACTIVITY_SEEDS.find((a) => a.key === p.key)?.mode ?? 'join';
}

/**
 * Inserts a merchant's promotions with their texts in every language it offers, and the activities of those that
 * bring their own (or links the merchant's existing activity of the same key: a re-seed of content). `texts` is the
 * seed's own (seed.ts seedContent): it fills placeholders and throws for a missing language. Returns the promotions'
 * ids in display order. Call inside a transaction.
 */
export function insertPromotions(
  db: Db,
  m: MerchantSeed,
  texts: (item: MerchantTexts, what: string) => [Lang, string][],
  now: number,
): number[] {
  const promotion = db.prepare('INSERT INTO promotions (merchant_code, category, sort, seed_key) VALUES (?, ?, ?, ?)');
  const promotionText = db.prepare(
    'INSERT INTO promotion_i18n (promotion_id, language, title, summary, content) VALUES (?, ?, ?, ?, ?)',
  );
  const link = db.prepare('UPDATE reward_activities SET promotion_id = ? WHERE merchant_code = ? AND seed_key = ?');
  const activity = db.prepare(
    `INSERT INTO reward_activities (merchant_code, promotion_id, category, mode, reward_minor, starts_at, ends_at, sort, seed_key)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const activityText = db.prepare('INSERT INTO reward_activity_i18n (activity_id, language, title, description) VALUES (?, ?, ?, ?)');

  return promotionSeedsOf(m).map((p, sort) => {
    const what = `promotion ${p.key}`;
    const id = Number(promotion.run(m.code, p.category, sort, p.key).lastInsertRowid);
    const titles = new Map(texts(p.title, what));
    const hasSummary = Object.keys(p.summary).length > 0;
    // "Up to {reward}" is the reward the activity pays, the figure shown beside the summary.
    const reward = p.activity?.reward ?? ACTIVITY_SEEDS.find((a) => a.key === p.key)?.reward;
    const summary = Object.fromEntries(Object.entries(p.summary).map(([lang, text]) => [lang, withReward(text, reward, m.currency.code, lang)]));
    const summaries = new Map(hasSummary ? texts(summary, what) : []);
    const mode = modeOf(p);
    // The page is written with placeholders still in it ({brand}), then filled like every other text.
    const pages = Object.fromEntries(m.languages.map((lang) => [lang, promotionPage(lang, mode)]));
    for (const [lang, content] of texts(pages, what)) {
      promotionText.run(id, lang, titles.get(lang)!, summaries.get(lang) ?? '', content);
    }
    if (link.run(id, m.code, p.key).changes === 0 && p.activity) {
      const a = p.activity;
      const activityId = activity.run(
        m.code, id, p.category, a.mode, Math.round(a.reward * 100), now + a.startDay * DAY, now + a.endDay * DAY, 100 + sort, p.key,
      ).lastInsertRowid;
      for (const [lang, title] of titles) activityText.run(activityId, lang, title, summaries.get(lang) || title);
    }
    return id;
  });
}
