/**
 * Seed of the points mall. Per merchant:
 * - its configuration, in the merchant's money: one point per "unit" of valid bet (a tenth of its minimum deposit:
 *   $1, ₫10,000, ₱50), 100 points convert to one unit; conversion off on ph (a site that only has rewards);
 * - its rewards catalogue in every language it offers: two bonus rewards (money at once) and five item rewards with
 *   stock (one sold out), each with a picture the sandbox draws;
 * - player1's history, in time order: welcome points, the points its seeded bets earned (day by day), one redemption
 *   of each status (approved, rejected with its refund, in process). None of these moves money, so the wallet the other
 *   seeds made stays as it was.
 * Call inside the seed's transaction, after the accounts and every seeded bet exist.
 */
import type { Db } from '.';
import { createRedemptions } from '../lib/point-redemptions';
import { createPoints } from '../lib/points';
import type { RewardArt } from '../lib/point-images';
import type { Lang, Texts } from './seed-content';
import type { MerchantSeed } from './seed-data';

const DAY = 24 * 60 * 60 * 1000;

interface RewardSeed {
  key: string;
  kind: 'bonus' | 'item';
  points: number;
  /** Bonus rewards: the amount in units (see unitOf). */
  units?: number;
  stock: number | null;
  art: RewardArt;
  colors: [string, string];
  /** {amount} is the bonus in the merchant's currency, {brand} its name. */
  name: Texts;
  description: Texts;
}

export const REWARD_SEEDS: RewardSeed[] = [
  {
    key: 'bonus_small', kind: 'bonus', points: 500, units: 5, stock: null, art: 'coins', colors: ['#065f46', '#10b981'],
    name: {
      en: '{amount} bonus', vi: 'Tiền thưởng {amount}', th: 'โบนัส {amount}', zh: '{amount} 奖金', id: 'Bonus {amount}', ko: '{amount} 보너스',
      ar: 'مكافأة {amount}',
    },
    description: {
      en: 'Credited to your main wallet as soon as you redeem.',
      vi: 'Được cộng vào ví chính ngay khi bạn đổi.',
      th: 'เข้ากระเป๋าหลักทันทีที่แลก',
      zh: '兑换后立即存入您的主钱包。',
      id: 'Masuk ke dompet utama segera setelah ditukar.',
      ko: '교환 즉시 메인 지갑에 입금됩니다.',
      ar: 'تُضاف إلى محفظتك الرئيسية فور الاستبدال.',
    },
  },
  {
    key: 'bonus_large', kind: 'bonus', points: 2000, units: 25, stock: null, art: 'coins', colors: ['#1e3a8a', '#0ea5e9'],
    name: {
      en: '{amount} bonus', vi: 'Tiền thưởng {amount}', th: 'โบนัส {amount}', zh: '{amount} 奖金', id: 'Bonus {amount}', ko: '{amount} 보너스',
      ar: 'مكافأة {amount}',
    },
    description: {
      en: 'A bigger bonus for loyal players, credited to your main wallet at once.',
      vi: 'Tiền thưởng lớn hơn cho người chơi thân thiết, cộng ngay vào ví chính.',
      th: 'โบนัสก้อนใหญ่สำหรับผู้เล่นประจำ เข้ากระเป๋าหลักทันที',
      zh: '回馈忠实玩家的更高奖金，立即存入主钱包。',
      id: 'Bonus lebih besar untuk pemain setia, langsung masuk dompet utama.',
      ko: '단골 플레이어를 위한 더 큰 보너스, 메인 지갑에 바로 입금됩니다.',
      ar: 'مكافأة أكبر للاعبين الأوفياء، تُضاف فورًا إلى محفظتك الرئيسية.',
    },
  },
  {
    key: 'free_spins', kind: 'item', points: 800, stock: 50, art: 'ticket', colors: ['#7c2d12', '#f59e0b'],
    name: {
      en: '20 free spins voucher', vi: 'Phiếu 20 vòng quay miễn phí', th: 'คูปองฟรีสปิน 20 ครั้ง', zh: '20 次免费旋转券', id: 'Voucher 20 putaran gratis',
      ko: '무료 스핀 20회 쿠폰', ar: 'قسيمة 20 لفة مجانية',
    },
    description: {
      en: 'Twenty free spins on a featured slot. The voucher code arrives in your messages once approved.',
      vi: 'Hai mươi vòng quay miễn phí ở một trò slot nổi bật. Mã phiếu được gửi vào hộp thư khi được duyệt.',
      th: 'ฟรีสปิน 20 ครั้งในสล็อตแนะนำ รหัสคูปองจะส่งไปที่กล่องข้อความเมื่ออนุมัติแล้ว',
      zh: '精选老虎机 20 次免费旋转。审核通过后，券码将发送到您的站内信。',
      id: 'Dua puluh putaran gratis di slot unggulan. Kode voucher dikirim ke pesan Anda setelah disetujui.',
      ko: '추천 슬롯 무료 스핀 20회. 승인되면 쿠폰 코드가 메시지함으로 발송됩니다.',
      ar: 'عشرون لفة مجانية على لعبة سلوت مميزة. يصلك رمز القسيمة في رسائلك بعد الموافقة.',
    },
  },
  {
    key: 'shirt', kind: 'item', points: 3000, stock: 30, art: 'shirt', colors: ['#831843', '#f43f5e'],
    name: {
      en: '{brand} team T-shirt', vi: 'Áo thun đội {brand}', th: 'เสื้อยืดทีม {brand}', zh: '{brand} 团队 T 恤', id: 'Kaos tim {brand}', ko: '{brand} 팀 티셔츠',
      ar: 'قميص فريق {brand}',
    },
    description: {
      en: 'Cotton T-shirt in the team colours. Our staff contact you for the size and address.',
      vi: 'Áo thun cotton màu của đội. Nhân viên sẽ liên hệ để hỏi cỡ áo và địa chỉ.',
      th: 'เสื้อยืดผ้าฝ้ายสีประจำทีม เจ้าหน้าที่จะติดต่อเพื่อสอบถามไซซ์และที่อยู่',
      zh: '团队配色纯棉 T 恤。工作人员会联系您确认尺码和地址。',
      id: 'Kaos katun warna tim. Staf kami akan menghubungi Anda untuk ukuran dan alamat.',
      ko: '팀 컬러 면 티셔츠. 담당자가 사이즈와 주소 확인을 위해 연락드립니다.',
      ar: 'قميص قطني بألوان الفريق. يتواصل معك فريقنا لمعرفة المقاس والعنوان.',
    },
  },
  {
    key: 'earbuds', kind: 'item', points: 12000, stock: 5, art: 'headphones', colors: ['#312e81', '#8b5cf6'],
    name: {
      en: 'Wireless earbuds', vi: 'Tai nghe không dây', th: 'หูฟังไร้สาย', zh: '无线耳机', id: 'Earbud nirkabel', ko: '무선 이어폰', ar: 'سماعات لاسلكية',
    },
    description: {
      en: 'Bluetooth earbuds with a charging case, delivered to your door.',
      vi: 'Tai nghe Bluetooth kèm hộp sạc, giao tận nhà.',
      th: 'หูฟังบลูทูธพร้อมเคสชาร์จ จัดส่งถึงบ้าน',
      zh: '附充电盒的蓝牙耳机，送货上门。',
      id: 'Earbud Bluetooth dengan kotak pengisi daya, dikirim ke rumah Anda.',
      ko: '충전 케이스가 포함된 블루투스 이어폰, 집까지 배송됩니다.',
      ar: 'سماعات بلوتوث مع علبة شحن، تصلك حتى باب منزلك.',
    },
  },
  {
    key: 'watch', kind: 'item', points: 25000, stock: 3, art: 'watch', colors: ['#0f172a', '#64748b'],
    name: { en: 'Smart watch', vi: 'Đồng hồ thông minh', th: 'สมาร์ทวอทช์', zh: '智能手表', id: 'Jam tangan pintar', ko: '스마트워치', ar: 'ساعة ذكية' },
    description: {
      en: 'Fitness tracking and notifications on your wrist.',
      vi: 'Theo dõi sức khỏe và nhận thông báo ngay trên cổ tay.',
      th: 'ติดตามการออกกำลังกายและการแจ้งเตือนบนข้อมือ',
      zh: '手腕上的运动追踪与消息提醒。',
      id: 'Pelacak kebugaran dan notifikasi di pergelangan tangan.',
      ko: '손목에서 운동 기록과 알림을 확인하세요.',
      ar: 'تتبّع اللياقة والإشعارات على معصمك.',
    },
  },
  {
    key: 'phone', kind: 'item', points: 60000, stock: 0, art: 'phone', colors: ['#111827', '#ef4444'],
    name: { en: 'Smartphone', vi: 'Điện thoại thông minh', th: 'สมาร์ทโฟน', zh: '智能手机', id: 'Ponsel pintar', ko: '스마트폰', ar: 'هاتف ذكي' },
    description: {
      en: 'The latest flagship phone. More arrive every month.',
      vi: 'Điện thoại cao cấp mới nhất. Hàng về mỗi tháng.',
      th: 'สมาร์ทโฟนเรือธงรุ่นล่าสุด สินค้าเข้าใหม่ทุกเดือน',
      zh: '最新旗舰手机，每月补货。',
      id: 'Ponsel flagship terbaru. Stok baru datang setiap bulan.',
      ko: '최신 플래그십 스마트폰. 매달 입고됩니다.',
      ar: 'أحدث هاتف رائد. تصل كميات جديدة كل شهر.',
    },
  },
];

/** The merchant's money unit, in minor units: a tenth of its minimum deposit ($1, ₫10,000, ₱50). */
function unitOf(m: MerchantSeed): number {
  return Math.max(1, Math.round((m.amounts.minDeposit / 10) * 100));
}

function money(m: MerchantSeed, lang: Lang, minor: number): string {
  return new Intl.NumberFormat(lang, { style: 'currency', currency: m.currency.code, maximumFractionDigits: 0, minimumFractionDigits: 0 }).format(
    minor / 100,
  );
}

/** The configuration and the catalogue of one merchant. */
export function seedPointsCatalogue(db: Db, m: MerchantSeed): Map<string, number> {
  const unit = unitOf(m);
  db.prepare(
    `INSERT INTO point_configs (merchant_code, earn_valid_bet_minor, earn_points, convert_enabled, convert_points, convert_amount_minor,
       convert_min_points, convert_max_points) VALUES (?, ?, 1, ?, 100, ?, 500, 100000)`,
  ).run(m.code, unit, m.code === 'ph' ? 0 : 1, unit);
  const reward = db.prepare(
    `INSERT INTO point_rewards (merchant_code, kind, points, amount_minor, stock, art, color_from, color_to, sort)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const text = db.prepare('INSERT INTO point_reward_i18n (reward_id, language, name, description) VALUES (?, ?, ?, ?)');
  const ids = new Map<string, number>();
  REWARD_SEEDS.forEach((r, sort) => {
    const amount = r.kind === 'bonus' ? r.units! * unit : null;
    const id = Number(reward.run(m.code, r.kind, r.points, amount, r.stock, r.art, r.colors[0], r.colors[1], sort).lastInsertRowid);
    ids.set(r.key, id);
    for (const lang of m.languages) {
      const name = r.name[lang].replace('{amount}', amount === null ? '' : money(m, lang, amount)).replace('{brand}', m.brandName);
      text.run(id, lang, name, r.description[lang]);
    }
  });
  return ids;
}

export function seedPoints(db: Db, m: MerchantSeed, now: number): void {
  const rewards = seedPointsCatalogue(db, m);
  const player = db.prepare("SELECT id FROM members WHERE merchant_code = ? AND username = 'player1'").pluck().get(m.code) as number | undefined;
  if (player === undefined) return;
  const points = createPoints(db);
  const redemptions = createRedemptions(db);
  points.post(player, 'GRANT', 1500, 'Welcome points', null, now - 29 * DAY);
  const voucher = rewards.get('free_spins')!;
  const approved = redemptions.redeem(player, voucher, now - 12 * DAY);
  redemptions.decide(approved, true, 'Voucher code sent to your messages', now - 11 * DAY);
  const rejected = redemptions.redeem(player, voucher, now - 8 * DAY);
  redemptions.decide(rejected, false, 'Duplicate request: one voucher a week', now - 7 * DAY);
  redemptions.redeem(player, rewards.get('shirt')!, now - 3 * 60 * 60 * 1000);
  db.transaction(() => points.accrue(player, now))();
}

/** A database seeded before the points mall: each seeded merchant gets its configuration and catalogue. */
export function upgradePoints(db: Db, merchants: MerchantSeed[]): void {
  const exists = db.prepare('SELECT 1 FROM merchants WHERE code = ?').pluck();
  const configured = db.prepare('SELECT 1 FROM point_configs WHERE merchant_code = ?').pluck();
  for (const m of merchants) {
    if (exists.get(m.code) === 1 && configured.get(m.code) !== 1) seedPointsCatalogue(db, m);
  }
}
