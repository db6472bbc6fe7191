/**
 * Merchant content in every language, as plain data: one object per item holding each language's text.
 *
 * Shared items (banner titles, notices, help articles, payment lines) are written once in every language the seed
 * knows (`Texts`), and each merchant gets the languages it offers. Merchant-specific items (promotions, the footer's
 * about text) hold the languages of that merchant only (`MerchantTexts`); seed.ts refuses to seed a merchant whose
 * item lacks one of its languages, and a unit test checks the database has every item in every offered language.
 *
 * Texts may use placeholders, filled per merchant and language when seeded (seed.ts `contentVars`):
 *   {brand} {age} {licence} {payments} {eligibility} {minDeposit} {maxBonus} {minWithdraw}
 * HTML refers to images on the sandbox CDN by path (src="/cdn/…"); the routes make such links absolute when serving.
 */

export const CONTENT_LANGUAGES = ['en', 'vi', 'th', 'zh', 'id', 'ko', 'ar'] as const;
export type Lang = (typeof CONTENT_LANGUAGES)[number];

/** A text in every language the seed knows. */
export type Texts = Record<Lang, string>;
/** A merchant's own text, in the languages that merchant offers. */
export type MerchantTexts = Partial<Record<Lang, string>>;

/** Multi-line HTML as written here → one line, without the indentation between tags. */
const h = (s: string) =>
  s
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('');

// ————————————————————————————————————————————————————————————————————————————————————————— banners

export const BANNER_GROUPS = [
  'w_home', 'w_rng', 'w_live', 'w_fish', 'w_pvp', 'w_sports', 'w_esports',
  'w_lott', 'w_down', 'w_promotion', 'w_shop', 'w_help', 'w_reg', 'w_inhouse',
] as const;
export type BannerGroup = (typeof BANNER_GROUPS)[number];

/** Home carousel banners, in order; a merchant shows the first homeBannerCount of them. */
export const HOME_BANNER_TITLES: Texts[] = [
  { en: 'Welcome bonus', vi: 'Thưởng chào mừng', th: 'โบนัสต้อนรับ', zh: '新人欢迎奖金', id: 'Bonus sambutan', ko: '웰컴 보너스', ar: 'مكافأة الترحيب' },
  {
    en: 'Double your first deposit', vi: 'Nhân đôi lần nạp đầu tiên', th: 'ฝากครั้งแรก รับเพิ่มสองเท่า', zh: '首存翻倍',
    id: 'Gandakan deposit pertama Anda', ko: '첫 입금 두 배로', ar: 'ضاعِف إيداعك الأول',
  },
  {
    en: 'Official club partner', vi: 'Đối tác chính thức của câu lạc bộ', th: 'พันธมิตรอย่างเป็นทางการของสโมสร',
    zh: '俱乐部官方合作伙伴', id: 'Mitra resmi klub', ko: '클럽 공식 파트너', ar: 'الشريك الرسمي للنادي',
  },
];

/** One banner per page group (the home group uses HOME_BANNER_TITLES). */
export const BANNER_TITLES: Record<Exclude<BannerGroup, 'w_home'>, Texts> = {
  w_rng: { en: 'Slots festival', vi: 'Lễ hội slot', th: 'เทศกาลสล็อต', zh: '老虎机狂欢节', id: 'Festival slot', ko: '슬롯 페스티벌', ar: 'مهرجان السلوتس' },
  w_live: {
    en: 'Live casino nights', vi: 'Đêm casino trực tiếp', th: 'ค่ำคืนคาสิโนสด', zh: '真人娱乐场之夜', id: 'Malam kasino langsung',
    ko: '라이브 카지노의 밤', ar: 'ليالي الكازينو المباشر',
  },
  w_fish: { en: 'Fishing frenzy', vi: 'Cơn sốt bắn cá', th: 'มหกรรมยิงปลา', zh: '捕鱼狂欢', id: 'Keseruan tembak ikan', ko: '피싱 열풍', ar: 'حمّى صيد الأسماك' },
  w_pvp: { en: 'Poker tables', vi: 'Bàn poker', th: 'โต๊ะโป๊กเกอร์', zh: '扑克牌桌', id: 'Meja poker', ko: '포커 테이블', ar: 'طاولات البوكر' },
  w_sports: {
    en: 'Sports boost', vi: 'Tăng tỷ lệ cược thể thao', th: 'เพิ่มราคาต่อรองกีฬา', zh: '体育赔率提升', id: 'Boost odds olahraga',
    ko: '스포츠 배당 부스트', ar: 'تعزيز احتمالات الرياضة',
  },
  w_esports: {
    en: 'E-sports cup', vi: 'Cúp thể thao điện tử', th: 'ถ้วยอีสปอร์ต', zh: '电竞杯赛', id: 'Piala e-sports', ko: 'e스포츠 컵',
    ar: 'كأس الرياضات الإلكترونية',
  },
  w_lott: {
    en: 'Lottery jackpots', vi: 'Giải độc đắc xổ số', th: 'แจ็กพอตลอตเตอรี่', zh: '彩票大奖', id: 'Jackpot lotre', ko: '복권 잭팟',
    ar: 'جوائز اليانصيب الكبرى',
  },
  w_down: { en: 'Get the app', vi: 'Tải ứng dụng', th: 'ดาวน์โหลดแอป', zh: '下载应用', id: 'Unduh aplikasinya', ko: '앱 다운로드', ar: 'حمّل التطبيق' },
  w_promotion: {
    en: 'This week’s promotions', vi: 'Khuyến mãi tuần này', th: 'โปรโมชั่นประจำสัปดาห์', zh: '本周优惠', id: 'Promosi minggu ini',
    ko: '이번 주 프로모션', ar: 'عروض هذا الأسبوع',
  },
  w_shop: { en: 'Points mall', vi: 'Cửa hàng đổi điểm', th: 'ร้านแลกคะแนน', zh: '积分商城', id: 'Toko poin', ko: '포인트 몰', ar: 'متجر النقاط' },
  w_help: {
    en: 'How can we help?', vi: 'Chúng tôi có thể giúp gì cho bạn?', th: 'ให้เราช่วยอะไรดี?', zh: '需要什么帮助？',
    id: 'Ada yang bisa kami bantu?', ko: '무엇을 도와드릴까요?', ar: 'كيف يمكننا مساعدتك؟',
  },
  w_reg: {
    en: 'Join in a minute', vi: 'Đăng ký chỉ trong một phút', th: 'สมัครสมาชิกภายในหนึ่งนาที', zh: '一分钟快速注册',
    id: 'Daftar dalam satu menit', ko: '1분 만에 가입하기', ar: 'انضم في دقيقة واحدة',
  },
  w_inhouse: {
    en: 'In-house originals', vi: 'Trò chơi độc quyền', th: 'เกมออริจินัลของเรา', zh: '自研原创游戏', id: 'Game orisinal kami',
    ko: '자체 제작 오리지널 게임', ar: 'ألعابنا الأصلية الحصرية',
  },
};

// ————————————————————————————————————————————————————————————————————————————————————————— notices

export interface NoticeSeed {
  /** PL player notice, PU popup (only for merchants with popupNotice), PR promotion notice. */
  kind: 'PL' | 'PU' | 'PR';
  timeIso: string;
  title: Texts;
  html: Texts;
}

/** Where the hostile notice's image lives (a real image: every image content references must exist). */
export const MAINTENANCE_IMAGE = '/cdn/notices/maintenance.svg';

/**
 * Deliberately hostile markup: the site must sanitize notice HTML before rendering it (XSS tests look for the script,
 * onerror and onclick). The markup is the same in every language; only the visible text is translated.
 */
function hostileNotice(texts: Record<Lang, { lead: string; alt: string; thanks: string }>): Texts {
  const out = {} as Texts;
  for (const lang of CONTENT_LANGUAGES) {
    const { lead, alt, thanks } = texts[lang];
    out[lang] =
      `<p>${lead}</p><script>alert(1)</script>` +
      `<img src="${MAINTENANCE_IMAGE}" alt="${alt}" onerror="alert(1)"><p onclick="alert(2)">${thanks}</p>`;
  }
  return out;
}

const SUPPORT_LINK = 'https://www.example.org/responsible-gaming';

/** In display order per kind; the first PR notice is the one PROMOTION banners link to. */
export const NOTICES: NoticeSeed[] = [
  {
    kind: 'PL',
    timeIso: '2026-01-20T09:30:00.000Z',
    title: {
      en: 'Welcome to {brand}', vi: 'Chào mừng bạn đến với {brand}', th: 'ยินดีต้อนรับสู่ {brand}', zh: '欢迎来到 {brand}',
      id: 'Selamat datang di {brand}', ko: '{brand}에 오신 것을 환영합니다', ar: 'مرحبًا بك في {brand}',
    },
    html: {
      en: '<p>Welcome to <b>{brand}</b>! Read our <a href="/promotions">latest promotions</a>.</p>',
      vi: '<p>Chào mừng bạn đến với <b>{brand}</b>! Xem ngay <a href="/promotions">các khuyến mãi mới nhất</a>.</p>',
      th: '<p>ยินดีต้อนรับสู่ <b>{brand}</b>! ดู<a href="/promotions">โปรโมชั่นล่าสุด</a>ของเราได้เลย</p>',
      zh: '<p>欢迎来到 <b>{brand}</b>！查看我们的<a href="/promotions">最新优惠</a>。</p>',
      id: '<p>Selamat datang di <b>{brand}</b>! Lihat <a href="/promotions">promosi terbaru</a> kami.</p>',
      ko: '<p><b>{brand}</b>에 오신 것을 환영합니다! <a href="/promotions">최신 프로모션</a>을 확인해 보세요.</p>',
      ar: '<p>مرحبًا بك في <b>{brand}</b>! اطّلع على <a href="/promotions">أحدث العروض</a>.</p>',
    },
  },
  {
    kind: 'PL',
    timeIso: '2026-01-18T14:00:00.000Z',
    title: {
      en: 'Scheduled maintenance', vi: 'Bảo trì định kỳ', th: 'ปิดปรับปรุงระบบตามกำหนด', zh: '系统定期维护', id: 'Pemeliharaan terjadwal',
      ko: '정기 점검 안내', ar: 'صيانة مجدولة',
    },
    html: hostileNotice({
      en: {
        lead: 'Some games will be briefly unavailable on Sunday from 02:00 to 04:00.',
        alt: 'Maintenance in progress',
        thanks: 'Thank you for your patience.',
      },
      vi: {
        lead: 'Một số trò chơi sẽ tạm ngưng trong thời gian ngắn vào Chủ nhật, từ 02:00 đến 04:00.',
        alt: 'Đang bảo trì hệ thống',
        thanks: 'Cảm ơn bạn đã kiên nhẫn chờ đợi.',
      },
      th: {
        lead: 'เกมบางเกมจะไม่สามารถใช้งานได้ชั่วคราวในวันอาทิตย์ เวลา 02:00 ถึง 04:00 น.',
        alt: 'กำลังปรับปรุงระบบ',
        thanks: 'ขอบคุณที่อดทนรอ',
      },
      zh: { lead: '部分游戏将于周日 02:00 至 04:00 暂停服务。', alt: '系统维护中', thanks: '感谢您的耐心等待。' },
      id: {
        lead: 'Beberapa permainan tidak dapat diakses sementara pada hari Minggu pukul 02.00–04.00.',
        alt: 'Pemeliharaan sedang berlangsung',
        thanks: 'Terima kasih atas kesabaran Anda.',
      },
      ko: { lead: '일요일 02:00부터 04:00까지 일부 게임을 잠시 이용하실 수 없습니다.', alt: '점검 진행 중', thanks: '양해해 주셔서 감사합니다.' },
      ar: { lead: 'ستتوقف بعض الألعاب مؤقتًا يوم الأحد من الساعة 02:00 حتى 04:00.', alt: 'الصيانة جارية', thanks: 'شكرًا لصبرك.' },
    }),
  },
  {
    kind: 'PL',
    timeIso: '2026-01-10T08:00:00.000Z',
    title: {
      en: 'Play responsibly', vi: 'Chơi có trách nhiệm', th: 'เล่นอย่างรับผิดชอบ', zh: '理性娱乐', id: 'Bermain secara bertanggung jawab',
      ko: '책임감 있는 게임', ar: 'العب بمسؤولية',
    },
    html: {
      en: `<p>Set limits and take breaks. Need help? <a href="${SUPPORT_LINK}" target="_blank">Find support</a>.</p>`,
      vi: `<p>Hãy đặt giới hạn và nghỉ ngơi hợp lý. Cần hỗ trợ? <a href="${SUPPORT_LINK}" target="_blank">Tìm nơi hỗ trợ</a>.</p>`,
      th: `<p>กำหนดขีดจำกัดและหยุดพักเป็นระยะ ต้องการความช่วยเหลือ? <a href="${SUPPORT_LINK}" target="_blank">ค้นหาความช่วยเหลือ</a></p>`,
      zh: `<p>请设定限额并适时休息。需要帮助？<a href="${SUPPORT_LINK}" target="_blank">寻求支持</a>。</p>`,
      id: `<p>Tetapkan batas dan beristirahatlah secara teratur. Butuh bantuan? <a href="${SUPPORT_LINK}" target="_blank">Cari dukungan</a>.</p>`,
      ko: `<p>한도를 정하고 틈틈이 휴식을 취하세요. 도움이 필요하신가요? <a href="${SUPPORT_LINK}" target="_blank">지원 찾기</a></p>`,
      ar: `<p>ضع حدودًا لنفسك وخذ فترات راحة. هل تحتاج إلى مساعدة؟ <a href="${SUPPORT_LINK}" target="_blank">اعثر على الدعم</a>.</p>`,
    },
  },
  {
    kind: 'PU',
    timeIso: '2026-01-21T00:00:00.000Z',
    title: { en: 'Welcome gift', vi: 'Quà chào mừng', th: 'ของขวัญต้อนรับ', zh: '新人见面礼', id: 'Hadiah sambutan', ko: '웰컴 선물', ar: 'هدية الترحيب' },
    html: {
      en: '<p>New here? Your <b>first deposit is doubled</b> this week. <a href="/promotions">See how</a>.</p>',
      vi: '<p>Bạn mới tham gia? Tuần này, <b>lần nạp đầu tiên được nhân đôi</b>. <a href="/promotions">Xem chi tiết</a>.</p>',
      th: '<p>สมาชิกใหม่ใช่ไหม? สัปดาห์นี้<b>ยอดฝากครั้งแรกของคุณเพิ่มเป็นสองเท่า</b> <a href="/promotions">ดูรายละเอียด</a></p>',
      zh: '<p>新用户？本周<b>首次存款翻倍</b>。<a href="/promotions">了解详情</a>。</p>',
      id: '<p>Baru bergabung? Minggu ini <b>deposit pertama Anda digandakan</b>. <a href="/promotions">Lihat caranya</a>.</p>',
      ko: '<p>처음 오셨나요? 이번 주에는 <b>첫 입금액이 두 배</b>가 됩니다. <a href="/promotions">자세히 보기</a></p>',
      ar: '<p>جديد هنا؟ <b>نضاعف إيداعك الأول</b> هذا الأسبوع. <a href="/promotions">اعرف الطريقة</a>.</p>',
    },
  },
  {
    kind: 'PR',
    timeIso: '2026-01-15T00:00:00.000Z',
    title: {
      en: 'First deposit 100% bonus', vi: 'Thưởng 100% lần nạp đầu', th: 'โบนัส 100% สำหรับการฝากครั้งแรก', zh: '首存 100% 奖金',
      id: 'Bonus 100% deposit pertama', ko: '첫 입금 100% 보너스', ar: 'مكافأة 100% على الإيداع الأول',
    },
    html: {
      en: '<p>Deposit at least {minDeposit} and get a <b>100% bonus</b> up to {maxBonus}.</p>',
      vi: '<p>Nạp tối thiểu {minDeposit} để nhận <b>thưởng 100%</b>, tối đa {maxBonus}.</p>',
      th: '<p>ฝากขั้นต่ำ {minDeposit} รับ<b>โบนัส 100%</b> สูงสุด {maxBonus}</p>',
      zh: '<p>存款至少 {minDeposit}，即可获得<b>100% 奖金</b>，最高 {maxBonus}。</p>',
      id: '<p>Deposit minimal {minDeposit} dan dapatkan <b>bonus 100%</b> hingga {maxBonus}.</p>',
      ko: '<p>{minDeposit} 이상 입금하시면 최대 {maxBonus}까지 <b>100% 보너스</b>를 드립니다.</p>',
      ar: '<p>أودِع {minDeposit} على الأقل واحصل على <b>مكافأة 100%</b> تصل إلى {maxBonus}.</p>',
    },
  },
  {
    kind: 'PR',
    timeIso: '2026-01-12T00:00:00.000Z',
    title: { en: 'Daily rebate', vi: 'Hoàn trả hằng ngày', th: 'คืนยอดเล่นรายวัน', zh: '每日返水', id: 'Rabat harian', ko: '데일리 리베이트', ar: 'استرداد يومي' },
    html: {
      en: '<p>Get up to <b>1.2%</b> back on every bet, paid daily.</p>',
      vi: '<p>Nhận lại đến <b>1,2%</b> trên mỗi cược, trả hằng ngày.</p>',
      th: '<p>รับคืนสูงสุด <b>1.2%</b> จากทุกยอดเดิมพัน จ่ายทุกวัน</p>',
      zh: '<p>每笔投注最高返还 <b>1.2%</b>，每日发放。</p>',
      id: '<p>Dapatkan kembali hingga <b>1,2%</b> dari setiap taruhan, dibayar setiap hari.</p>',
      ko: '<p>모든 베팅의 최대 <b>1.2%</b>를 매일 돌려드립니다.</p>',
      ar: '<p>استرد ما يصل إلى <b>1.2%</b> من كل رهان، يُدفع يوميًا.</p>',
    },
  },
];

// ————————————————————————————————————————————————————————————————————————————— payments and licences

const CARD: Texts = {
  en: '<b>{name}</b> – debit and credit cards, credited instantly',
  vi: '<b>{name}</b> – thẻ ghi nợ và thẻ tín dụng, cộng tiền ngay lập tức',
  th: '<b>{name}</b> – บัตรเดบิตและบัตรเครดิต เงินเข้าทันที',
  zh: '<b>{name}</b> – 借记卡和信用卡，即时到账',
  id: '<b>{name}</b> – kartu debit dan kredit, masuk seketika',
  ko: '<b>{name}</b> – 체크카드 및 신용카드, 즉시 입금',
  ar: '<b>{name}</b> – بطاقات الخصم والائتمان، يُضاف الرصيد فورًا',
};

const EWALLET: Texts = {
  en: '<b>{name}</b> – e-wallet, credited instantly',
  vi: '<b>{name}</b> – ví điện tử, cộng tiền ngay lập tức',
  th: '<b>{name}</b> – อีวอลเล็ต เงินเข้าทันที',
  zh: '<b>{name}</b> – 电子钱包，即时到账',
  id: '<b>{name}</b> – dompet digital, masuk seketika',
  ko: '<b>{name}</b> – 전자지갑, 즉시 입금',
  ar: '<b>{name}</b> – محفظة إلكترونية، يُضاف الرصيد فورًا',
};

/** One line of the deposit article's method list per payment mark name; {name} is the method's display name. */
export const PAYMENT_METHODS: Record<string, { name: string; line: Texts }> = {
  visa: { name: 'Visa', line: CARD },
  mastercard: { name: 'Mastercard', line: CARD },
  momo: { name: 'MoMo', line: EWALLET },
  zalopay: { name: 'ZaloPay', line: EWALLET },
  gcash: { name: 'GCash', line: EWALLET },
  maya: { name: 'Maya', line: EWALLET },
  'bank-transfer': {
    name: 'Bank transfer',
    line: {
      en: '<b>Bank transfer</b> – from any local bank, usually within 5 to 30 minutes',
      vi: '<b>Chuyển khoản ngân hàng</b> – từ mọi ngân hàng trong nước, thường trong 5 đến 30 phút',
      th: '<b>โอนผ่านธนาคาร</b> – จากธนาคารในประเทศทุกแห่ง โดยปกติภายใน 5 ถึง 30 นาที',
      zh: '<b>银行转账</b> – 支持各大本地银行，通常 5 至 30 分钟到账',
      id: '<b>Transfer bank</b> – dari bank lokal mana pun, biasanya dalam 5 hingga 30 menit',
      ko: '<b>계좌 이체</b> – 모든 국내 은행에서 가능, 보통 5~30분 이내 입금',
      ar: '<b>التحويل المصرفي</b> – من أي بنك محلي، عادةً خلال 5 إلى 30 دقيقة',
    },
  },
  usdt: {
    name: 'USDT',
    line: {
      en: '<b>USDT</b> (TRC-20) – credited after one network confirmation',
      vi: '<b>USDT</b> (TRC-20) – cộng tiền sau một xác nhận trên mạng lưới',
      th: '<b>USDT</b> (TRC-20) – เงินเข้าหลังได้รับการยืนยันจากเครือข่ายหนึ่งครั้ง',
      zh: '<b>USDT</b>（TRC-20）– 网络确认一次后到账',
      id: '<b>USDT</b> (TRC-20) – masuk setelah satu konfirmasi jaringan',
      ko: '<b>USDT</b> (TRC-20) – 네트워크 확인 1회 후 입금',
      ar: '<b>USDT</b> (TRC-20) – يُضاف الرصيد بعد تأكيد واحد على الشبكة',
    },
  },
};

/** Licence marks that name a gaming authority ({licence}); the others (gli, bmm) are testing laboratories. */
export const LICENCE_AUTHORITIES: Record<string, Texts> = {
  curacao: {
    en: 'the Curaçao Gaming Control Board',
    vi: 'Cơ quan Quản lý Trò chơi Curaçao',
    th: 'คณะกรรมการควบคุมการพนันแห่งกือราเซา',
    zh: '库拉索博彩管理局',
    id: 'Badan Pengawas Permainan Curaçao',
    ko: '퀴라소 게임 관리 위원회',
    ar: 'هيئة مراقبة الألعاب في كوراساو',
  },
  pagcor: {
    en: 'PAGCOR, the Philippine Amusement and Gaming Corporation',
    vi: 'PAGCOR (Tổng công ty Giải trí và Trò chơi Philippines)',
    th: 'PAGCOR (บริษัทสันทนาการและการพนันแห่งฟิลิปปินส์)',
    zh: '菲律宾娱乐与博彩公司（PAGCOR）',
    id: 'PAGCOR (Philippine Amusement and Gaming Corporation)',
    ko: '필리핀 레저·게이밍 공사(PAGCOR)',
    ar: 'هيئة الترفيه والألعاب الفلبينية (PAGCOR)',
  },
};

/**
 * {eligibility} for merchants with the age/eligibility disclaimer: the terms repeat what the disclaimer makes the
 * visitor confirm. Empty for the others.
 */
export const ELIGIBILITY: Texts = {
  en: h(`
    <h3>Eligibility statements</h3>
    <p>By opening an account you also confirm that:</p>
    <ul>
      <li>you are over {age} years of age;</li>
      <li>you are not a government official, nor an employee of the government, the armed forces or the police;</li>
      <li>you do not hold a gaming employment licence.</li>
    </ul>`),
  vi: h(`
    <h3>Cam kết về điều kiện tham gia</h3>
    <p>Khi mở tài khoản, bạn cũng xác nhận rằng:</p>
    <ul>
      <li>bạn đã trên {age} tuổi;</li>
      <li>bạn không phải là quan chức chính phủ, cũng không phải nhân viên của cơ quan nhà nước, lực lượng vũ trang hoặc cảnh sát;</li>
      <li>bạn không có giấy phép làm việc trong ngành trò chơi có thưởng.</li>
    </ul>`),
  th: h(`
    <h3>คำรับรองคุณสมบัติ</h3>
    <p>เมื่อเปิดบัญชี คุณยืนยันด้วยว่า:</p>
    <ul>
      <li>คุณมีอายุเกิน {age} ปี</li>
      <li>คุณไม่ได้เป็นเจ้าหน้าที่ของรัฐ หรือพนักงานของหน่วยงานรัฐ กองทัพ หรือตำรวจ</li>
      <li>คุณไม่ได้ถือใบอนุญาตการจ้างงานในธุรกิจการพนัน</li>
    </ul>`),
  zh: h(`
    <h3>资格声明</h3>
    <p>开设账户即表示您同时确认：</p>
    <ul>
      <li>您已年满 {age} 周岁；</li>
      <li>您不是政府官员，也不是政府机关、武装部队或警察的雇员；</li>
      <li>您未持有博彩从业许可证。</li>
    </ul>`),
  id: h(`
    <h3>Pernyataan kelayakan</h3>
    <p>Dengan membuka akun, Anda juga menyatakan bahwa:</p>
    <ul>
      <li>Anda berusia di atas {age} tahun;</li>
      <li>Anda bukan pejabat pemerintah, maupun pegawai pemerintah, angkatan bersenjata, atau kepolisian;</li>
      <li>Anda tidak memegang lisensi kerja di bidang perjudian.</li>
    </ul>`),
  ko: h(`
    <h3>자격 확인 사항</h3>
    <p>계정을 개설하면 다음 사항도 확인하는 것으로 간주됩니다.</p>
    <ul>
      <li>만 {age}세를 넘었습니다.</li>
      <li>공무원이 아니며, 정부 기관, 군대 또는 경찰에 소속된 직원이 아닙니다.</li>
      <li>게임 업계 취업 허가증을 보유하고 있지 않습니다.</li>
    </ul>`),
  ar: h(`
    <h3>إقرارات الأهلية</h3>
    <p>بفتح حساب، تُقرّ أيضًا بما يلي:</p>
    <ul>
      <li>أن عمرك يزيد على {age} عامًا؛</li>
      <li>أنك لست مسؤولًا حكوميًا ولا موظفًا في الحكومة أو القوات المسلحة أو الشرطة؛</li>
      <li>أنك لا تحمل ترخيص عمل في قطاع الألعاب.</li>
    </ul>`),
};

// ————————————————————————————————————————————————————————————————————————————————————————— help centre

export type HelpCategorySeed = 'rules' | 'account' | 'payments' | 'games' | 'responsible' | 'about';

export interface HelpArticleSeed {
  /** Stable anchor, the same in every language (/help#term). */
  tag: string;
  category: HelpCategorySeed;
  /** Listed among the footer's help links. */
  footer: boolean;
  title: Texts;
  /** HTML: paragraphs, lists, headings h3 and below; no scripts. */
  html: Texts;
}

/** Illustrations of the payment articles (drawn by the sandbox CDN). */
export const DEPOSIT_IMAGE = '/cdn/help/deposit.svg';
export const WITHDRAW_IMAGE = '/cdn/help/withdraw.svg';

const SUPPORT_ANCHOR = `<a href="${SUPPORT_LINK}" target="_blank" rel="noopener">`;

/** Every merchant's help centre, in this order (sort). */
export const HELP_ARTICLES: HelpArticleSeed[] = [
  {
    tag: 'term',
    category: 'rules',
    footer: true,
    title: {
      en: 'Terms and conditions', vi: 'Điều khoản và điều kiện', th: 'ข้อกำหนดและเงื่อนไข', zh: '条款与条件', id: 'Syarat dan ketentuan',
      ko: '이용 약관', ar: 'الشروط والأحكام',
    },
    html: {
      en: h(`
        <p>These terms apply to every account at {brand} and to every use of the site. By registering or placing a bet you accept them, together with our <a href="/help#privacy">privacy policy</a> and the rules of each game.</p>
        <h3>Who may play</h3>
        <p>You must be at least {age} years old and allowed to take part in online gaming where you live. We may ask for proof of age and identity at any time and suspend an account until it is provided.</p>
        {eligibility}
        <h3>Your account</h3>
        <ul>
          <li>One account per person, household and payment method.</li>
          <li>Keep your password private: you are responsible for everything done with your account.</li>
          <li>Deposits and withdrawals must use payment methods in your own name.</li>
        </ul>
        <h3>Bonuses and promotions</h3>
        <p>Every promotion has its own rules, including wagering requirements and time limits. Bonus abuse, collusion between players or the use of automated software voids the bonus and any winnings from it.</p>
        <h3>Licence and complaints</h3>
        <p>{brand} operates under a licence issued by {licence}. If something goes wrong, contact customer service first: we answer every complaint within 48 hours.</p>`),
      vi: h(`
        <p>Các điều khoản này áp dụng cho mọi tài khoản tại {brand} và mọi hoạt động trên trang. Khi đăng ký hoặc đặt cược, bạn đồng ý với các điều khoản này, cùng với <a href="/help#privacy">chính sách bảo mật</a> và luật chơi của từng trò chơi.</p>
        <h3>Ai được phép tham gia</h3>
        <p>Bạn phải từ {age} tuổi trở lên và được phép tham gia trò chơi trực tuyến theo quy định nơi bạn sinh sống. Chúng tôi có thể yêu cầu giấy tờ chứng minh tuổi và danh tính bất cứ lúc nào và tạm khóa tài khoản cho đến khi nhận được.</p>
        {eligibility}
        <h3>Tài khoản của bạn</h3>
        <ul>
          <li>Mỗi người, mỗi hộ gia đình và mỗi phương thức thanh toán chỉ được có một tài khoản.</li>
          <li>Giữ bí mật mật khẩu: bạn chịu trách nhiệm về mọi hoạt động trên tài khoản của mình.</li>
          <li>Nạp và rút tiền phải dùng phương thức thanh toán đứng tên chính bạn.</li>
        </ul>
        <h3>Thưởng và khuyến mãi</h3>
        <p>Mỗi chương trình khuyến mãi có quy định riêng, bao gồm yêu cầu doanh thu cược và thời hạn. Lạm dụng tiền thưởng, thông đồng giữa người chơi hoặc sử dụng phần mềm tự động sẽ khiến tiền thưởng và mọi khoản thắng từ đó bị hủy.</p>
        <h3>Giấy phép và khiếu nại</h3>
        <p>{brand} hoạt động theo giấy phép do {licence} cấp. Nếu có vấn đề, vui lòng liên hệ bộ phận chăm sóc khách hàng trước: chúng tôi phản hồi mọi khiếu nại trong vòng 48 giờ.</p>`),
      th: h(`
        <p>ข้อกำหนดเหล่านี้ใช้กับทุกบัญชีของ {brand} และการใช้งานเว็บไซต์ทุกครั้ง เมื่อคุณสมัครสมาชิกหรือวางเดิมพัน ถือว่าคุณยอมรับข้อกำหนดเหล่านี้ รวมถึง<a href="/help#privacy">นโยบายความเป็นส่วนตัว</a>และกติกาของแต่ละเกม</p>
        <h3>ผู้ที่สามารถเล่นได้</h3>
        <p>คุณต้องมีอายุอย่างน้อย {age} ปี และได้รับอนุญาตให้เล่นเกมออนไลน์ตามกฎหมายในพื้นที่ที่คุณอาศัยอยู่ เราอาจขอหลักฐานยืนยันอายุและตัวตนได้ทุกเมื่อ และอาจระงับบัญชีไว้จนกว่าจะได้รับเอกสาร</p>
        {eligibility}
        <h3>บัญชีของคุณ</h3>
        <ul>
          <li>หนึ่งบัญชีต่อหนึ่งบุคคล หนึ่งครัวเรือน และหนึ่งช่องทางการชำระเงิน</li>
          <li>เก็บรหัสผ่านเป็นความลับ คุณต้องรับผิดชอบต่อทุกการกระทำที่เกิดขึ้นในบัญชีของคุณ</li>
          <li>การฝากและถอนเงินต้องใช้ช่องทางการชำระเงินที่เป็นชื่อของคุณเอง</li>
        </ul>
        <h3>โบนัสและโปรโมชั่น</h3>
        <p>แต่ละโปรโมชั่นมีกติกาของตัวเอง รวมถึงเงื่อนไขการทำยอดและระยะเวลา การใช้โบนัสในทางที่ผิด การสมรู้ร่วมคิดระหว่างผู้เล่น หรือการใช้โปรแกรมอัตโนมัติ จะทำให้โบนัสและเงินรางวัลที่ได้จากโบนัสนั้นเป็นโมฆะ</p>
        <h3>ใบอนุญาตและการร้องเรียน</h3>
        <p>{brand} ดำเนินงานภายใต้ใบอนุญาตที่ออกโดย{licence} หากเกิดปัญหา โปรดติดต่อฝ่ายบริการลูกค้าก่อน เราจะตอบกลับทุกเรื่องร้องเรียนภายใน 48 ชั่วโมง</p>`),
      zh: h(`
        <p>本条款适用于 {brand} 的所有账户及对本网站的一切使用。注册或投注即表示您接受本条款，以及我们的<a href="/help#privacy">隐私政策</a>和各游戏的规则。</p>
        <h3>参与资格</h3>
        <p>您必须年满 {age} 周岁，且您所在地区的法律允许您参与在线游戏。我们可随时要求您提供年龄和身份证明，并可在收到证明前暂停账户。</p>
        {eligibility}
        <h3>您的账户</h3>
        <ul>
          <li>每人、每个家庭、每种支付方式仅限一个账户。</li>
          <li>请妥善保管密码：您须对账户内的所有操作负责。</li>
          <li>存款和取款必须使用您本人名下的支付方式。</li>
        </ul>
        <h3>奖金与优惠</h3>
        <p>每项优惠均有各自的规则，包括流水要求和期限。滥用奖金、玩家之间串通或使用自动化软件，将导致该奖金及其产生的全部盈利被取消。</p>
        <h3>牌照与投诉</h3>
        <p>{brand} 依据{licence}颁发的牌照运营。如遇问题，请先联系客服：我们会在 48 小时内回复每一项投诉。</p>`),
      id: h(`
        <p>Syarat ini berlaku untuk setiap akun di {brand} dan setiap penggunaan situs. Dengan mendaftar atau memasang taruhan, Anda menerima syarat ini beserta <a href="/help#privacy">kebijakan privasi</a> kami dan aturan setiap permainan.</p>
        <h3>Siapa yang boleh bermain</h3>
        <p>Anda harus berusia minimal {age} tahun dan diizinkan bermain game daring menurut hukum di tempat tinggal Anda. Kami dapat meminta bukti usia dan identitas kapan saja dan menangguhkan akun sampai bukti tersebut diberikan.</p>
        {eligibility}
        <h3>Akun Anda</h3>
        <ul>
          <li>Satu akun untuk setiap orang, rumah tangga, dan metode pembayaran.</li>
          <li>Jaga kerahasiaan kata sandi Anda: Anda bertanggung jawab atas semua aktivitas di akun Anda.</li>
          <li>Deposit dan penarikan harus menggunakan metode pembayaran atas nama Anda sendiri.</li>
        </ul>
        <h3>Bonus dan promosi</h3>
        <p>Setiap promosi memiliki aturannya sendiri, termasuk syarat taruhan (turnover) dan batas waktu. Penyalahgunaan bonus, kolusi antarpemain, atau penggunaan perangkat lunak otomatis membatalkan bonus beserta semua kemenangan darinya.</p>
        <h3>Lisensi dan pengaduan</h3>
        <p>{brand} beroperasi berdasarkan lisensi yang diterbitkan oleh {licence}. Jika terjadi masalah, hubungi layanan pelanggan terlebih dahulu: kami menanggapi setiap pengaduan dalam 48 jam.</p>`),
      ko: h(`
        <p>본 약관은 {brand}의 모든 계정과 사이트 이용 전반에 적용됩니다. 회원 가입 또는 베팅을 하면 본 약관과 함께 <a href="/help#privacy">개인정보 처리방침</a> 및 각 게임의 규칙에 동의하는 것으로 간주됩니다.</p>
        <h3>이용 자격</h3>
        <p>만 {age}세 이상이어야 하며, 거주 지역의 법률상 온라인 게임 참여가 허용되어야 합니다. 당사는 언제든지 연령 및 신원 증빙을 요청할 수 있으며, 제출될 때까지 계정을 정지할 수 있습니다.</p>
        {eligibility}
        <h3>계정</h3>
        <ul>
          <li>1인, 1가구, 1결제 수단당 하나의 계정만 허용됩니다.</li>
          <li>비밀번호를 안전하게 관리하세요. 계정에서 이루어지는 모든 활동은 본인 책임입니다.</li>
          <li>입금과 출금은 본인 명의의 결제 수단으로만 가능합니다.</li>
        </ul>
        <h3>보너스 및 프로모션</h3>
        <p>각 프로모션에는 롤링 조건과 기한 등 개별 규칙이 있습니다. 보너스 악용, 플레이어 간 공모 또는 자동화 프로그램 사용 시 해당 보너스와 그로 인한 모든 당첨금이 무효 처리됩니다.</p>
        <h3>라이선스 및 민원</h3>
        <p>당사는 {licence}에서 발급한 라이선스에 따라 운영됩니다. 문제가 발생하면 먼저 고객센터에 문의해 주세요. 모든 민원에 48시간 이내에 답변드립니다.</p>`),
      ar: h(`
        <p>تسري هذه الشروط على كل حساب في {brand} وعلى كل استخدام للموقع. بالتسجيل أو وضع رهان، فإنك توافق عليها وعلى <a href="/help#privacy">سياسة الخصوصية</a> وقواعد كل لعبة.</p>
        <h3>من يحق له اللعب</h3>
        <p>يجب ألا يقل عمرك عن {age} عامًا وأن يُسمح لك بالمشاركة في الألعاب عبر الإنترنت وفق قوانين مكان إقامتك. يجوز لنا أن نطلب إثبات العمر والهوية في أي وقت، وأن نعلّق الحساب إلى حين تقديمه.</p>
        {eligibility}
        <h3>حسابك</h3>
        <ul>
          <li>حساب واحد لكل شخص وأسرة ووسيلة دفع.</li>
          <li>حافظ على سرية كلمة المرور، فأنت مسؤول عن كل ما يجري في حسابك.</li>
          <li>يجب أن تتم الإيداعات والسحوبات بوسائل دفع باسمك.</li>
        </ul>
        <h3>المكافآت والعروض</h3>
        <p>لكل عرض قواعده الخاصة، ومنها شروط المراهنة والمدة المحددة. إساءة استخدام المكافآت أو التواطؤ بين اللاعبين أو استخدام برامج آلية يُلغي المكافأة وأي أرباح ناتجة عنها.</p>
        <h3>الترخيص والشكاوى</h3>
        <p>يعمل {brand} بموجب ترخيص صادر عن {licence}. إذا واجهت أي مشكلة، فتواصل أولًا مع خدمة العملاء، إذ نرد على كل شكوى خلال 48 ساعة.</p>`),
    },
  },
  {
    tag: 'privacy',
    category: 'rules',
    footer: true,
    title: {
      en: 'Privacy policy', vi: 'Chính sách bảo mật', th: 'นโยบายความเป็นส่วนตัว', zh: '隐私政策', id: 'Kebijakan privasi',
      ko: '개인정보 처리방침', ar: 'سياسة الخصوصية',
    },
    html: {
      en: h(`
        <p>{brand} respects your privacy. This policy explains which personal data we collect, why we collect it and the choices you have.</p>
        <h3>What we collect</h3>
        <ul>
          <li>Account details: username, mobile number, email address and payment details.</li>
          <li>Activity: deposits, withdrawals, bets and logins, with the IP address and device used.</li>
          <li>Messages you send to customer service.</li>
        </ul>
        <h3>How we use it</h3>
        <p>We use your data to run your account, process payments, verify your age and identity, prevent fraud and meet our legal obligations. We send you marketing only with your consent, and you can withdraw it at any time.</p>
        <h3>Sharing and security</h3>
        <p>We share data only with the payment providers, game providers and authorities that need it, and we never sell it. Connections are encrypted, and passwords are stored only in hashed form.</p>
        <h3>Your rights</h3>
        <p>You may ask for a copy of your data, have it corrected or close your account at any time by contacting customer service.</p>`),
      vi: h(`
        <p>{brand} tôn trọng quyền riêng tư của bạn. Chính sách này giải thích chúng tôi thu thập dữ liệu cá nhân nào, vì sao thu thập và bạn có những lựa chọn gì.</p>
        <h3>Chúng tôi thu thập gì</h3>
        <ul>
          <li>Thông tin tài khoản: tên đăng nhập, số điện thoại, địa chỉ email và thông tin thanh toán.</li>
          <li>Hoạt động: nạp tiền, rút tiền, đặt cược và đăng nhập, kèm địa chỉ IP và thiết bị đã dùng.</li>
          <li>Tin nhắn bạn gửi cho bộ phận chăm sóc khách hàng.</li>
        </ul>
        <h3>Chúng tôi sử dụng dữ liệu như thế nào</h3>
        <p>Chúng tôi dùng dữ liệu của bạn để vận hành tài khoản, xử lý thanh toán, xác minh tuổi và danh tính, phòng chống gian lận và tuân thủ nghĩa vụ pháp lý. Chúng tôi chỉ gửi thông tin tiếp thị khi bạn đồng ý, và bạn có thể rút lại sự đồng ý bất cứ lúc nào.</p>
        <h3>Chia sẻ và bảo mật</h3>
        <p>Chúng tôi chỉ chia sẻ dữ liệu với các nhà cung cấp thanh toán, nhà cung cấp trò chơi và cơ quan chức năng khi cần thiết, và không bao giờ bán dữ liệu. Kết nối được mã hóa, mật khẩu chỉ được lưu dưới dạng băm.</p>
        <h3>Quyền của bạn</h3>
        <p>Bạn có thể yêu cầu bản sao dữ liệu, chỉnh sửa dữ liệu hoặc đóng tài khoản bất cứ lúc nào bằng cách liên hệ bộ phận chăm sóc khách hàng.</p>`),
      th: h(`
        <p>{brand} เคารพความเป็นส่วนตัวของคุณ นโยบายนี้อธิบายว่าเราเก็บข้อมูลส่วนบุคคลใดบ้าง เก็บเพื่ออะไร และคุณมีทางเลือกอะไรบ้าง</p>
        <h3>ข้อมูลที่เราเก็บ</h3>
        <ul>
          <li>ข้อมูลบัญชี: ชื่อผู้ใช้ หมายเลขโทรศัพท์มือถือ อีเมล และข้อมูลการชำระเงิน</li>
          <li>กิจกรรม: การฝาก การถอน การเดิมพัน และการเข้าสู่ระบบ พร้อมที่อยู่ IP และอุปกรณ์ที่ใช้</li>
          <li>ข้อความที่คุณส่งถึงฝ่ายบริการลูกค้า</li>
        </ul>
        <h3>เราใช้ข้อมูลอย่างไร</h3>
        <p>เราใช้ข้อมูลของคุณเพื่อดูแลบัญชี ดำเนินการชำระเงิน ยืนยันอายุและตัวตน ป้องกันการฉ้อโกง และปฏิบัติตามข้อกำหนดทางกฎหมาย เราจะส่งข่าวสารการตลาดให้เฉพาะเมื่อคุณยินยอม และคุณสามารถยกเลิกความยินยอมได้ทุกเมื่อ</p>
        <h3>การเปิดเผยข้อมูลและความปลอดภัย</h3>
        <p>เราเปิดเผยข้อมูลเฉพาะกับผู้ให้บริการชำระเงิน ผู้ให้บริการเกม และหน่วยงานที่จำเป็นเท่านั้น และจะไม่ขายข้อมูลของคุณ การเชื่อมต่อทั้งหมดได้รับการเข้ารหัส และรหัสผ่านถูกจัดเก็บในรูปแบบแฮชเท่านั้น</p>
        <h3>สิทธิของคุณ</h3>
        <p>คุณสามารถขอสำเนาข้อมูล ขอแก้ไขข้อมูล หรือปิดบัญชีได้ทุกเมื่อ โดยติดต่อฝ่ายบริการลูกค้า</p>`),
      zh: h(`
        <p>{brand} 尊重您的隐私。本政策说明我们收集哪些个人数据、收集的原因以及您拥有的选择。</p>
        <h3>我们收集的信息</h3>
        <ul>
          <li>账户信息：用户名、手机号码、电子邮箱和支付信息。</li>
          <li>活动记录：存款、取款、投注和登录，以及所用的 IP 地址和设备。</li>
          <li>您发送给客服的消息。</li>
        </ul>
        <h3>我们如何使用</h3>
        <p>我们使用您的数据来管理账户、处理付款、核实年龄和身份、防范欺诈并履行法律义务。只有在您同意后我们才会向您发送营销信息，您可随时撤回同意。</p>
        <h3>共享与安全</h3>
        <p>我们仅与确有需要的支付服务商、游戏供应商和监管机构共享数据，绝不出售您的数据。所有连接均经过加密，密码仅以哈希形式存储。</p>
        <h3>您的权利</h3>
        <p>您可随时联系客服，索取数据副本、更正数据或关闭账户。</p>`),
      id: h(`
        <p>{brand} menghormati privasi Anda. Kebijakan ini menjelaskan data pribadi apa yang kami kumpulkan, alasannya, dan pilihan yang Anda miliki.</p>
        <h3>Data yang kami kumpulkan</h3>
        <ul>
          <li>Data akun: nama pengguna, nomor ponsel, alamat email, dan detail pembayaran.</li>
          <li>Aktivitas: deposit, penarikan, taruhan, dan login, beserta alamat IP dan perangkat yang digunakan.</li>
          <li>Pesan yang Anda kirim ke layanan pelanggan.</li>
        </ul>
        <h3>Cara kami menggunakannya</h3>
        <p>Kami menggunakan data Anda untuk mengelola akun, memproses pembayaran, memverifikasi usia dan identitas, mencegah penipuan, dan memenuhi kewajiban hukum. Kami hanya mengirim materi pemasaran dengan persetujuan Anda, dan Anda dapat menariknya kapan saja.</p>
        <h3>Berbagi data dan keamanan</h3>
        <p>Kami hanya membagikan data kepada penyedia pembayaran, penyedia permainan, dan otoritas yang memerlukannya, dan kami tidak pernah menjualnya. Koneksi dienkripsi, dan kata sandi hanya disimpan dalam bentuk hash.</p>
        <h3>Hak Anda</h3>
        <p>Anda dapat meminta salinan data Anda, memperbaikinya, atau menutup akun kapan saja dengan menghubungi layanan pelanggan.</p>`),
      ko: h(`
        <p>{brand}에서는 회원님의 개인정보를 소중히 여깁니다. 본 방침은 당사가 어떤 개인정보를 수집하는지, 왜 수집하는지, 그리고 회원님이 선택할 수 있는 사항을 설명합니다.</p>
        <h3>수집하는 정보</h3>
        <ul>
          <li>계정 정보: 아이디, 휴대폰 번호, 이메일 주소 및 결제 정보</li>
          <li>활동 기록: 입금, 출금, 베팅 및 로그인 내역과 사용한 IP 주소 및 기기</li>
          <li>고객센터에 보낸 메시지</li>
        </ul>
        <h3>이용 목적</h3>
        <p>회원님의 데이터는 계정 운영, 결제 처리, 연령 및 신원 확인, 사기 방지, 법적 의무 이행을 위해 사용됩니다. 마케팅 정보는 동의하신 경우에만 발송하며, 동의는 언제든지 철회할 수 있습니다.</p>
        <h3>제공 및 보안</h3>
        <p>데이터는 꼭 필요한 결제 대행사, 게임 제공사 및 관계 기관에만 제공하며, 절대 판매하지 않습니다. 모든 연결은 암호화되며, 비밀번호는 해시 형태로만 저장됩니다.</p>
        <h3>회원님의 권리</h3>
        <p>고객센터에 문의하시면 언제든지 데이터 사본을 요청하거나, 데이터를 정정하거나, 계정을 해지할 수 있습니다.</p>`),
      ar: h(`
        <p>يحترم {brand} خصوصيتك. توضّح هذه السياسة البيانات الشخصية التي نجمعها، وسبب جمعها، والخيارات المتاحة لك.</p>
        <h3>ما الذي نجمعه</h3>
        <ul>
          <li>بيانات الحساب: اسم المستخدم ورقم الجوال والبريد الإلكتروني وبيانات الدفع.</li>
          <li>النشاط: الإيداعات والسحوبات والرهانات وعمليات تسجيل الدخول، مع عنوان IP والجهاز المستخدم.</li>
          <li>الرسائل التي ترسلها إلى خدمة العملاء.</li>
        </ul>
        <h3>كيف نستخدمها</h3>
        <p>نستخدم بياناتك لإدارة حسابك ومعالجة المدفوعات والتحقق من عمرك وهويتك ومنع الاحتيال والوفاء بالتزاماتنا القانونية. لا نرسل إليك رسائل تسويقية إلا بموافقتك، ويمكنك سحب موافقتك في أي وقت.</p>
        <h3>المشاركة والأمان</h3>
        <p>لا نشارك البيانات إلا مع مزوّدي الدفع ومزوّدي الألعاب والجهات الرسمية التي تحتاج إليها، ولا نبيعها أبدًا. جميع الاتصالات مشفّرة، وتُخزَّن كلمات المرور بصيغة مجزّأة فقط.</p>
        <h3>حقوقك</h3>
        <p>يمكنك في أي وقت طلب نسخة من بياناتك أو تصحيحها أو إغلاق حسابك بالتواصل مع خدمة العملاء.</p>`),
    },
  },
  {
    tag: 'responsible',
    category: 'responsible',
    footer: true,
    title: {
      en: 'Responsible gaming', vi: 'Chơi có trách nhiệm', th: 'การเล่นอย่างรับผิดชอบ', zh: '理性博彩', id: 'Permainan yang bertanggung jawab',
      ko: '책임감 있는 게임', ar: 'اللعب المسؤول',
    },
    html: {
      en: h(`
        <p>Gaming should be entertainment, never a way to make money or to escape problems. {brand} gives you tools to stay in control.</p>
        <h3>Set your limits</h3>
        <ul>
          <li>Deposit limits per day, week or month.</li>
          <li>Loss and wager limits.</li>
          <li>Session reminders that show how long you have been playing.</li>
        </ul>
        <p>A lower limit applies immediately; a higher one only after 24 hours.</p>
        <h3>Take a break</h3>
        <p>A time-out locks your account for 24 hours, 7 days or 30 days. Self-exclusion closes it for at least six months, and we send you no promotions during that time.</p>
        <h3>Warning signs</h3>
        <ul>
          <li>Spending more than you can afford, or chasing losses.</li>
          <li>Borrowing money to play, or hiding your play from family and friends.</li>
          <li>Gaming that affects your work, sleep or relationships.</li>
        </ul>
        <h3>Where to get help</h3>
        <p>Customer service can set a limit or a time-out for you at any time, 24/7 by live chat. Free, confidential advice is available from independent support organisations: ${SUPPORT_ANCHOR}find support near you</a>.</p>
        <h3>Protecting minors</h3>
        <p>Only players aged {age} and over may play. We check the age of every account holder, and we recommend parental-control software on shared devices.</p>`),
      vi: h(`
        <p>Trò chơi nên là hình thức giải trí, không phải cách kiếm tiền hay trốn tránh vấn đề. {brand} cung cấp các công cụ giúp bạn luôn làm chủ cuộc chơi.</p>
        <h3>Đặt giới hạn</h3>
        <ul>
          <li>Giới hạn nạp tiền theo ngày, tuần hoặc tháng.</li>
          <li>Giới hạn thua và giới hạn cược.</li>
          <li>Nhắc nhở phiên chơi cho biết bạn đã chơi bao lâu.</li>
        </ul>
        <p>Giới hạn thấp hơn có hiệu lực ngay; giới hạn cao hơn chỉ có hiệu lực sau 24 giờ.</p>
        <h3>Tạm nghỉ</h3>
        <p>Tạm ngưng sẽ khóa tài khoản của bạn trong 24 giờ, 7 ngày hoặc 30 ngày. Tự loại trừ sẽ đóng tài khoản ít nhất sáu tháng, và trong thời gian đó chúng tôi không gửi bất kỳ khuyến mãi nào cho bạn.</p>
        <h3>Dấu hiệu cảnh báo</h3>
        <ul>
          <li>Chi tiêu vượt quá khả năng, hoặc cố gỡ lại số tiền đã thua.</li>
          <li>Vay tiền để chơi, hoặc giấu gia đình và bạn bè việc mình chơi.</li>
          <li>Việc chơi ảnh hưởng đến công việc, giấc ngủ hoặc các mối quan hệ.</li>
        </ul>
        <h3>Tìm sự giúp đỡ ở đâu</h3>
        <p>Bộ phận chăm sóc khách hàng có thể đặt giới hạn hoặc tạm ngưng tài khoản cho bạn bất cứ lúc nào, 24/7 qua trò chuyện trực tuyến. Bạn cũng có thể nhận tư vấn miễn phí và bảo mật từ các tổ chức hỗ trợ độc lập: ${SUPPORT_ANCHOR}tìm nơi hỗ trợ gần bạn</a>.</p>
        <h3>Bảo vệ trẻ vị thành niên</h3>
        <p>Chỉ người chơi từ {age} tuổi trở lên mới được tham gia. Chúng tôi kiểm tra tuổi của mọi chủ tài khoản và khuyến nghị dùng phần mềm kiểm soát của phụ huynh trên các thiết bị dùng chung.</p>`),
      th: h(`
        <p>การเล่นเกมควรเป็นความบันเทิง ไม่ใช่ช่องทางหาเงินหรือหนีปัญหา {brand} มีเครื่องมือที่ช่วยให้คุณควบคุมการเล่นได้เสมอ</p>
        <h3>กำหนดขีดจำกัด</h3>
        <ul>
          <li>จำกัดยอดฝากรายวัน รายสัปดาห์ หรือรายเดือน</li>
          <li>จำกัดยอดเสียและยอดเดิมพัน</li>
          <li>การแจ้งเตือนระหว่างเล่นที่บอกว่าคุณเล่นมานานเท่าไรแล้ว</li>
        </ul>
        <p>การลดขีดจำกัดมีผลทันที ส่วนการเพิ่มขีดจำกัดจะมีผลหลังจาก 24 ชั่วโมง</p>
        <h3>หยุดพัก</h3>
        <p>การพักการเล่นจะล็อกบัญชีของคุณเป็นเวลา 24 ชั่วโมง 7 วัน หรือ 30 วัน การงดเล่นด้วยตนเองจะปิดบัญชีอย่างน้อยหกเดือน และในช่วงเวลานั้นเราจะไม่ส่งโปรโมชั่นใด ๆ ถึงคุณ</p>
        <h3>สัญญาณเตือน</h3>
        <ul>
          <li>ใช้เงินเกินกว่าที่จ่ายไหว หรือพยายามเล่นเพื่อเอาคืนสิ่งที่เสียไป</li>
          <li>กู้ยืมเงินมาเล่น หรือปิดบังการเล่นจากครอบครัวและเพื่อน</li>
          <li>การเล่นส่งผลกระทบต่องาน การนอนหลับ หรือความสัมพันธ์</li>
        </ul>
        <h3>ขอความช่วยเหลือได้ที่ไหน</h3>
        <p>ฝ่ายบริการลูกค้าสามารถตั้งขีดจำกัดหรือพักบัญชีให้คุณได้ตลอด 24 ชั่วโมงทุกวันผ่านแชทสด นอกจากนี้คุณยังรับคำปรึกษาฟรีและเป็นความลับได้จากองค์กรช่วยเหลืออิสระ: ${SUPPORT_ANCHOR}ค้นหาความช่วยเหลือใกล้คุณ</a></p>
        <h3>การคุ้มครองผู้เยาว์</h3>
        <p>เฉพาะผู้เล่นที่มีอายุ {age} ปีขึ้นไปเท่านั้นที่สามารถเล่นได้ เราตรวจสอบอายุของเจ้าของบัญชีทุกคน และแนะนำให้ใช้ซอฟต์แวร์ควบคุมโดยผู้ปกครองบนอุปกรณ์ที่ใช้ร่วมกัน</p>`),
      zh: h(`
        <p>游戏应当是一种娱乐，而不是赚钱或逃避问题的手段。{brand} 为您提供多种工具，帮助您始终掌控自己的游戏行为。</p>
        <h3>设定限额</h3>
        <ul>
          <li>按日、周或月设定存款限额。</li>
          <li>设定亏损限额和投注限额。</li>
          <li>游戏时长提醒，让您了解已经玩了多久。</li>
        </ul>
        <p>降低限额立即生效；提高限额则在 24 小时后生效。</p>
        <h3>暂停休息</h3>
        <p>冷静期可将账户锁定 24 小时、7 天或 30 天。自我禁止将关闭账户至少六个月，在此期间我们不会向您发送任何优惠信息。</p>
        <h3>警示信号</h3>
        <ul>
          <li>花费超出承受能力，或试图把输掉的钱赢回来。</li>
          <li>借钱参与游戏，或向家人和朋友隐瞒游戏行为。</li>
          <li>游戏影响到工作、睡眠或人际关系。</li>
        </ul>
        <h3>如何获得帮助</h3>
        <p>客服可随时通过在线客服为您设定限额或冷静期，全天候 24/7 服务。您也可以向独立援助机构获取免费且保密的咨询：${SUPPORT_ANCHOR}查找您附近的援助机构</a>。</p>
        <h3>保护未成年人</h3>
        <p>仅限年满 {age} 周岁的玩家参与。我们会核实每位账户持有人的年龄，并建议在共用设备上安装家长控制软件。</p>`),
      id: h(`
        <p>Bermain seharusnya menjadi hiburan, bukan cara mencari uang atau melarikan diri dari masalah. {brand} menyediakan alat untuk membantu Anda tetap memegang kendali.</p>
        <h3>Tetapkan batas</h3>
        <ul>
          <li>Batas deposit per hari, minggu, atau bulan.</li>
          <li>Batas kekalahan dan batas taruhan.</li>
          <li>Pengingat sesi yang menunjukkan berapa lama Anda sudah bermain.</li>
        </ul>
        <p>Batas yang lebih rendah langsung berlaku; batas yang lebih tinggi baru berlaku setelah 24 jam.</p>
        <h3>Ambil jeda</h3>
        <p>Time-out mengunci akun Anda selama 24 jam, 7 hari, atau 30 hari. Pengecualian diri menutup akun setidaknya selama enam bulan, dan selama itu kami tidak mengirimkan promosi apa pun kepada Anda.</p>
        <h3>Tanda-tanda peringatan</h3>
        <ul>
          <li>Menghabiskan lebih dari yang Anda mampu, atau berusaha mengejar kekalahan.</li>
          <li>Meminjam uang untuk bermain, atau menyembunyikan kebiasaan bermain dari keluarga dan teman.</li>
          <li>Bermain mulai mengganggu pekerjaan, tidur, atau hubungan Anda.</li>
        </ul>
        <h3>Tempat mencari bantuan</h3>
        <p>Layanan pelanggan dapat menetapkan batas atau time-out untuk Anda kapan saja, 24/7 melalui live chat. Konsultasi gratis dan rahasia juga tersedia dari organisasi pendukung independen: ${SUPPORT_ANCHOR}temukan bantuan di dekat Anda</a>.</p>
        <h3>Melindungi anak di bawah umur</h3>
        <p>Hanya pemain berusia {age} tahun ke atas yang boleh bermain. Kami memeriksa usia setiap pemilik akun dan menyarankan penggunaan perangkat lunak kontrol orang tua pada perangkat yang digunakan bersama.</p>`),
      ko: h(`
        <p>게임은 돈을 버는 수단이나 문제로부터의 도피처가 아니라 즐거운 오락이어야 합니다. {brand}에서는 회원님이 스스로 통제력을 유지할 수 있도록 다양한 도구를 제공합니다.</p>
        <h3>한도 설정</h3>
        <ul>
          <li>일별, 주별 또는 월별 입금 한도</li>
          <li>손실 한도 및 베팅 한도</li>
          <li>플레이 시간을 알려 주는 세션 알림</li>
        </ul>
        <p>한도를 낮추면 즉시 적용되며, 높이면 24시간 후에 적용됩니다.</p>
        <h3>잠시 쉬어 가기</h3>
        <p>타임아웃을 설정하면 계정이 24시간, 7일 또는 30일 동안 잠깁니다. 자기 배제를 신청하면 계정이 최소 6개월간 폐쇄되며, 그 기간에는 어떠한 프로모션도 보내지 않습니다.</p>
        <h3>위험 신호</h3>
        <ul>
          <li>감당할 수 있는 것보다 많은 돈을 쓰거나 잃은 돈을 만회하려고 한다.</li>
          <li>게임을 하려고 돈을 빌리거나 가족과 친구에게 게임 사실을 숨긴다.</li>
          <li>게임이 일, 수면 또는 인간관계에 영향을 준다.</li>
        </ul>
        <h3>도움 받을 곳</h3>
        <p>고객센터에서는 언제든지 24시간 라이브 채팅으로 한도나 타임아웃을 설정해 드립니다. 독립 지원 기관에서도 무료로 비밀이 보장되는 상담을 받을 수 있습니다: ${SUPPORT_ANCHOR}가까운 지원 기관 찾기</a>.</p>
        <h3>미성년자 보호</h3>
        <p>만 {age}세 이상만 이용할 수 있습니다. 당사는 모든 계정 소유자의 연령을 확인하며, 공용 기기에는 자녀 보호 소프트웨어 사용을 권장합니다.</p>`),
      ar: h(`
        <p>ينبغي أن يكون اللعب وسيلة للترفيه، لا وسيلة لكسب المال أو الهروب من المشكلات. يوفّر لك {brand} أدوات تساعدك على البقاء متحكمًا في لعبك.</p>
        <h3>حدّد سقوفك</h3>
        <ul>
          <li>حدود للإيداع يومية أو أسبوعية أو شهرية.</li>
          <li>حدود للخسارة وللرهان.</li>
          <li>تذكيرات أثناء الجلسة تُظهر المدة التي قضيتها في اللعب.</li>
        </ul>
        <p>يسري خفض الحد فورًا، أما رفعه فلا يسري إلا بعد 24 ساعة.</p>
        <h3>خذ استراحة</h3>
        <p>تُقفل الاستراحة المؤقتة حسابك لمدة 24 ساعة أو 7 أيام أو 30 يومًا. أما الاستبعاد الذاتي فيُغلق الحساب لمدة ستة أشهر على الأقل، ولا نرسل إليك أي عروض خلالها.</p>
        <h3>علامات تحذيرية</h3>
        <ul>
          <li>إنفاق أكثر مما تستطيع تحمّله، أو محاولة تعويض الخسائر.</li>
          <li>اقتراض المال للعب، أو إخفاء لعبك عن العائلة والأصدقاء.</li>
          <li>تأثير اللعب في عملك أو نومك أو علاقاتك.</li>
        </ul>
        <h3>أين تجد المساعدة</h3>
        <p>يمكن لخدمة العملاء ضبط حد أو استراحة مؤقتة لك في أي وقت، على مدار الساعة عبر الدردشة المباشرة. كما تقدّم منظمات دعم مستقلة استشارات مجانية وسرية: ${SUPPORT_ANCHOR}اعثر على الدعم بالقرب منك</a>.</p>
        <h3>حماية القاصرين</h3>
        <p>لا يُسمح باللعب إلا لمن بلغوا {age} عامًا فأكثر. نتحقق من عمر كل صاحب حساب، وننصح باستخدام برامج الرقابة الأبوية على الأجهزة المشتركة.</p>`),
    },
  },
  {
    tag: 'faq',
    category: 'account',
    footer: true,
    title: {
      en: 'FAQ', vi: 'Câu hỏi thường gặp', th: 'คำถามที่พบบ่อย', zh: '常见问题', id: 'Tanya jawab (FAQ)', ko: '자주 묻는 질문',
      ar: 'الأسئلة الشائعة',
    },
    html: {
      en: h(`
        <h3>How do I open an account?</h3>
        <p>Select Register, fill in the form and confirm. It takes about a minute, and you can play as soon as you have made your first deposit.</p>
        <h3>I forgot my password. What can I do?</h3>
        <p>Select Forgot password on the login form and follow the steps, or contact customer service.</p>
        <h3>How long does a withdrawal take?</h3>
        <p>Most withdrawals are paid within 15 minutes to 24 hours, depending on the payment method. See <a href="/help#withdraw">how to withdraw</a>.</p>
        <h3>Is my account safe?</h3>
        <p>Your connection is encrypted, and a login from a new device asks for an extra verification code.</p>
        <h3>How do I contact customer service?</h3>
        <p>By live chat, 24 hours a day, 7 days a week.</p>`),
      vi: h(`
        <h3>Làm thế nào để mở tài khoản?</h3>
        <p>Chọn Đăng ký, điền biểu mẫu và xác nhận. Chỉ mất khoảng một phút, và bạn có thể chơi ngay sau lần nạp tiền đầu tiên.</p>
        <h3>Tôi quên mật khẩu. Tôi phải làm gì?</h3>
        <p>Chọn Quên mật khẩu trên màn hình đăng nhập và làm theo hướng dẫn, hoặc liên hệ bộ phận chăm sóc khách hàng.</p>
        <h3>Rút tiền mất bao lâu?</h3>
        <p>Phần lớn các lệnh rút được thanh toán trong vòng 15 phút đến 24 giờ, tùy phương thức thanh toán. Xem <a href="/help#withdraw">hướng dẫn rút tiền</a>.</p>
        <h3>Tài khoản của tôi có an toàn không?</h3>
        <p>Kết nối của bạn được mã hóa, và mỗi lần đăng nhập từ thiết bị mới đều cần thêm mã xác minh.</p>
        <h3>Làm sao để liên hệ chăm sóc khách hàng?</h3>
        <p>Qua trò chuyện trực tuyến, 24 giờ mỗi ngày, 7 ngày mỗi tuần.</p>`),
      th: h(`
        <h3>จะเปิดบัญชีได้อย่างไร?</h3>
        <p>เลือก “สมัครสมาชิก” กรอกแบบฟอร์ม แล้วกดยืนยัน ใช้เวลาประมาณหนึ่งนาที และคุณเริ่มเล่นได้ทันทีหลังฝากเงินครั้งแรก</p>
        <h3>ลืมรหัสผ่าน ต้องทำอย่างไร?</h3>
        <p>เลือก “ลืมรหัสผ่าน” ในหน้าเข้าสู่ระบบแล้วทำตามขั้นตอน หรือติดต่อฝ่ายบริการลูกค้า</p>
        <h3>การถอนเงินใช้เวลานานเท่าไร?</h3>
        <p>การถอนเงินส่วนใหญ่จะได้รับภายใน 15 นาทีถึง 24 ชั่วโมง ขึ้นอยู่กับช่องทางการชำระเงิน ดู<a href="/help#withdraw">วิธีถอนเงิน</a></p>
        <h3>บัญชีของฉันปลอดภัยหรือไม่?</h3>
        <p>การเชื่อมต่อของคุณได้รับการเข้ารหัส และการเข้าสู่ระบบจากอุปกรณ์ใหม่จะต้องยืนยันด้วยรหัสเพิ่มเติม</p>
        <h3>ติดต่อฝ่ายบริการลูกค้าได้อย่างไร?</h3>
        <p>ผ่านแชทสด ตลอด 24 ชั่วโมง 7 วันต่อสัปดาห์</p>`),
      zh: h(`
        <h3>如何开设账户？</h3>
        <p>点击“注册”，填写表单并确认。整个过程约需一分钟，完成首次存款后即可开始游戏。</p>
        <h3>忘记密码怎么办？</h3>
        <p>在登录页面点击“忘记密码”并按提示操作，或联系客服。</p>
        <h3>取款需要多长时间？</h3>
        <p>大多数取款会在 15 分钟至 24 小时内到账，具体取决于支付方式。请参阅<a href="/help#withdraw">如何取款</a>。</p>
        <h3>我的账户安全吗？</h3>
        <p>您的连接经过加密，在新设备上登录时需要额外输入验证码。</p>
        <h3>如何联系客服？</h3>
        <p>通过在线客服，每周 7 天、每天 24 小时为您服务。</p>`),
      id: h(`
        <h3>Bagaimana cara membuka akun?</h3>
        <p>Pilih Daftar, isi formulir, lalu konfirmasi. Prosesnya hanya sekitar satu menit, dan Anda dapat langsung bermain setelah melakukan deposit pertama.</p>
        <h3>Saya lupa kata sandi. Apa yang harus saya lakukan?</h3>
        <p>Pilih Lupa kata sandi di formulir login dan ikuti langkah-langkahnya, atau hubungi layanan pelanggan.</p>
        <h3>Berapa lama proses penarikan?</h3>
        <p>Sebagian besar penarikan dibayarkan dalam 15 menit hingga 24 jam, tergantung metode pembayaran. Lihat <a href="/help#withdraw">cara melakukan penarikan</a>.</p>
        <h3>Apakah akun saya aman?</h3>
        <p>Koneksi Anda dienkripsi, dan login dari perangkat baru memerlukan kode verifikasi tambahan.</p>
        <h3>Bagaimana cara menghubungi layanan pelanggan?</h3>
        <p>Melalui live chat, 24 jam sehari, 7 hari seminggu.</p>`),
      ko: h(`
        <h3>계정은 어떻게 만드나요?</h3>
        <p>‘회원가입’을 선택하고 양식을 작성한 뒤 확인하세요. 약 1분이면 완료되며, 첫 입금 후 바로 게임을 즐길 수 있습니다.</p>
        <h3>비밀번호를 잊어버렸어요. 어떻게 해야 하나요?</h3>
        <p>로그인 화면에서 ‘비밀번호 찾기’를 선택하고 안내에 따라 진행하거나 고객센터에 문의하세요.</p>
        <h3>출금은 얼마나 걸리나요?</h3>
        <p>대부분의 출금은 결제 수단에 따라 15분에서 24시간 이내에 처리됩니다. <a href="/help#withdraw">출금 방법</a>을 참고하세요.</p>
        <h3>제 계정은 안전한가요?</h3>
        <p>모든 연결은 암호화되며, 새 기기에서 로그인할 때는 추가 인증 코드를 입력해야 합니다.</p>
        <h3>고객센터에는 어떻게 연락하나요?</h3>
        <p>라이브 채팅으로 연중무휴 24시간 상담할 수 있습니다.</p>`),
      ar: h(`
        <h3>كيف أفتح حسابًا؟</h3>
        <p>اختر «التسجيل» واملأ النموذج ثم أكّد. يستغرق ذلك دقيقة تقريبًا، ويمكنك اللعب فور إجراء أول إيداع.</p>
        <h3>نسيت كلمة المرور، فماذا أفعل؟</h3>
        <p>اختر «نسيت كلمة المرور» في نموذج تسجيل الدخول واتبع الخطوات، أو تواصل مع خدمة العملاء.</p>
        <h3>كم يستغرق السحب؟</h3>
        <p>تُصرف معظم السحوبات خلال مدة تتراوح بين 15 دقيقة و24 ساعة بحسب وسيلة الدفع. راجع <a href="/help#withdraw">طريقة السحب</a>.</p>
        <h3>هل حسابي آمن؟</h3>
        <p>اتصالك مشفّر، ويتطلب تسجيل الدخول من جهاز جديد رمز تحقق إضافيًا.</p>
        <h3>كيف أتواصل مع خدمة العملاء؟</h3>
        <p>عبر الدردشة المباشرة، على مدار 24 ساعة طوال أيام الأسبوع.</p>`),
    },
  },
  {
    tag: 'deposit',
    category: 'payments',
    footer: false,
    title: {
      en: 'How to deposit', vi: 'Hướng dẫn nạp tiền', th: 'วิธีฝากเงิน', zh: '如何存款', id: 'Cara melakukan deposit', ko: '입금 방법',
      ar: 'طريقة الإيداع',
    },
    html: {
      en: h(`
        <p>Deposits are added to your wallet within minutes, and {brand} charges no fee.</p>
        <img src="${DEPOSIT_IMAGE}" alt="Money going into your wallet">
        <h3>Payment methods</h3>
        <ul>{payments}</ul>
        <h3>Step by step</h3>
        <ol>
          <li>Log in and open Deposit.</li>
          <li>Choose a payment method and enter the amount (at least {minDeposit}).</li>
          <li>Follow the payment provider’s instructions and confirm.</li>
          <li>Your balance updates as soon as the payment is confirmed.</li>
        </ol>
        <h3>Good to know</h3>
        <p>Use only payment methods in your own name. If a deposit has not arrived after 30 minutes, contact customer service with the transaction reference.</p>`),
      vi: h(`
        <p>Tiền nạp được cộng vào ví của bạn chỉ trong vài phút, và {brand} không thu phí.</p>
        <img src="${DEPOSIT_IMAGE}" alt="Tiền được nạp vào ví của bạn">
        <h3>Phương thức thanh toán</h3>
        <ul>{payments}</ul>
        <h3>Các bước thực hiện</h3>
        <ol>
          <li>Đăng nhập và mở mục Nạp tiền.</li>
          <li>Chọn phương thức thanh toán và nhập số tiền (tối thiểu {minDeposit}).</li>
          <li>Làm theo hướng dẫn của nhà cung cấp thanh toán và xác nhận.</li>
          <li>Số dư được cập nhật ngay khi giao dịch được xác nhận.</li>
        </ol>
        <h3>Lưu ý</h3>
        <p>Chỉ sử dụng phương thức thanh toán đứng tên chính bạn. Nếu sau 30 phút tiền nạp vẫn chưa về, hãy liên hệ bộ phận chăm sóc khách hàng kèm mã giao dịch.</p>`),
      th: h(`
        <p>ยอดฝากจะเข้ากระเป๋าเงินของคุณภายในไม่กี่นาที และ {brand} ไม่เก็บค่าธรรมเนียม</p>
        <img src="${DEPOSIT_IMAGE}" alt="เงินเข้ากระเป๋าเงินของคุณ">
        <h3>ช่องทางการชำระเงิน</h3>
        <ul>{payments}</ul>
        <h3>ขั้นตอน</h3>
        <ol>
          <li>เข้าสู่ระบบแล้วเปิดเมนู “ฝากเงิน”</li>
          <li>เลือกช่องทางการชำระเงินและระบุจำนวนเงิน (ขั้นต่ำ {minDeposit})</li>
          <li>ทำตามคำแนะนำของผู้ให้บริการชำระเงินแล้วกดยืนยัน</li>
          <li>ยอดเงินจะอัปเดตทันทีที่การชำระเงินได้รับการยืนยัน</li>
        </ol>
        <h3>ข้อควรทราบ</h3>
        <p>ใช้เฉพาะช่องทางการชำระเงินที่เป็นชื่อของคุณเอง หากยอดฝากยังไม่เข้าภายใน 30 นาที โปรดติดต่อฝ่ายบริการลูกค้าพร้อมหมายเลขอ้างอิงรายการ</p>`),
      zh: h(`
        <p>存款将在几分钟内存入您的钱包，{brand} 不收取任何手续费。</p>
        <img src="${DEPOSIT_IMAGE}" alt="资金存入您的钱包">
        <h3>支付方式</h3>
        <ul>{payments}</ul>
        <h3>操作步骤</h3>
        <ol>
          <li>登录后打开“存款”。</li>
          <li>选择支付方式并输入金额（最低 {minDeposit}）。</li>
          <li>按照支付服务商的提示完成确认。</li>
          <li>付款确认后，余额会立即更新。</li>
        </ol>
        <h3>温馨提示</h3>
        <p>请仅使用您本人名下的支付方式。如存款 30 分钟后仍未到账，请提供交易参考号联系客服。</p>`),
      id: h(`
        <p>Deposit masuk ke dompet Anda dalam hitungan menit, dan {brand} tidak memungut biaya.</p>
        <img src="${DEPOSIT_IMAGE}" alt="Uang masuk ke dompet Anda">
        <h3>Metode pembayaran</h3>
        <ul>{payments}</ul>
        <h3>Langkah demi langkah</h3>
        <ol>
          <li>Login dan buka menu Deposit.</li>
          <li>Pilih metode pembayaran dan masukkan jumlahnya (minimal {minDeposit}).</li>
          <li>Ikuti petunjuk penyedia pembayaran, lalu konfirmasi.</li>
          <li>Saldo Anda diperbarui segera setelah pembayaran dikonfirmasi.</li>
        </ol>
        <h3>Perlu diketahui</h3>
        <p>Gunakan hanya metode pembayaran atas nama Anda sendiri. Jika deposit belum masuk setelah 30 menit, hubungi layanan pelanggan dengan menyertakan nomor referensi transaksi.</p>`),
      ko: h(`
        <p>입금액은 몇 분 안에 지갑에 반영되며, {brand}에서는 수수료를 받지 않습니다.</p>
        <img src="${DEPOSIT_IMAGE}" alt="지갑으로 들어오는 돈">
        <h3>결제 수단</h3>
        <ul>{payments}</ul>
        <h3>이용 방법</h3>
        <ol>
          <li>로그인한 후 ‘입금’을 엽니다.</li>
          <li>결제 수단을 선택하고 금액을 입력합니다(최소 {minDeposit}).</li>
          <li>결제 대행사의 안내에 따라 확인합니다.</li>
          <li>결제가 확인되는 즉시 잔액이 업데이트됩니다.</li>
        </ol>
        <h3>알아 두세요</h3>
        <p>본인 명의의 결제 수단만 사용하세요. 30분이 지나도 입금이 반영되지 않으면 거래 참조 번호와 함께 고객센터에 문의하세요.</p>`),
      ar: h(`
        <p>تُضاف الإيداعات إلى محفظتك خلال دقائق، ولا يفرض {brand} أي رسوم.</p>
        <img src="${DEPOSIT_IMAGE}" alt="أموال تدخل إلى محفظتك">
        <h3>وسائل الدفع</h3>
        <ul>{payments}</ul>
        <h3>خطوة بخطوة</h3>
        <ol>
          <li>سجّل الدخول وافتح «الإيداع».</li>
          <li>اختر وسيلة الدفع وأدخل المبلغ (الحد الأدنى {minDeposit}).</li>
          <li>اتبع تعليمات مزوّد الدفع ثم أكّد.</li>
          <li>يُحدَّث رصيدك فور تأكيد الدفع.</li>
        </ol>
        <h3>معلومات مفيدة</h3>
        <p>استخدم فقط وسائل الدفع المسجلة باسمك. إذا لم يصل الإيداع بعد 30 دقيقة، فتواصل مع خدمة العملاء مع ذكر الرقم المرجعي للمعاملة.</p>`),
    },
  },
  {
    tag: 'withdraw',
    category: 'payments',
    footer: false,
    title: {
      en: 'How to withdraw', vi: 'Hướng dẫn rút tiền', th: 'วิธีถอนเงิน', zh: '如何取款', id: 'Cara melakukan penarikan', ko: '출금 방법',
      ar: 'طريقة السحب',
    },
    html: {
      en: h(`
        <p>You can withdraw your winnings at any time once your account details are complete.</p>
        <img src="${WITHDRAW_IMAGE}" alt="Money going from your wallet to your account">
        <h3>Before your first withdrawal</h3>
        <ul>
          <li>Add a bank account or e-wallet in your own name.</li>
          <li>Set a payment password.</li>
          <li>Meet the wagering requirement of any active bonus.</li>
        </ul>
        <h3>Step by step</h3>
        <ol>
          <li>Open Withdraw.</li>
          <li>Choose where to receive the money and enter the amount (at least {minWithdraw}).</li>
          <li>Confirm with your payment password.</li>
        </ol>
        <p>Most withdrawals arrive within 15 minutes to 24 hours. Before a first or a large withdrawal we may ask for an identity document.</p>`),
      vi: h(`
        <p>Bạn có thể rút tiền thắng bất cứ lúc nào sau khi hoàn tất thông tin tài khoản.</p>
        <img src="${WITHDRAW_IMAGE}" alt="Tiền được chuyển từ ví về tài khoản của bạn">
        <h3>Trước lần rút tiền đầu tiên</h3>
        <ul>
          <li>Thêm tài khoản ngân hàng hoặc ví điện tử đứng tên bạn.</li>
          <li>Thiết lập mật khẩu thanh toán.</li>
          <li>Hoàn thành yêu cầu doanh thu cược của khuyến mãi đang tham gia.</li>
        </ul>
        <h3>Các bước thực hiện</h3>
        <ol>
          <li>Mở mục Rút tiền.</li>
          <li>Chọn nơi nhận tiền và nhập số tiền (tối thiểu {minWithdraw}).</li>
          <li>Xác nhận bằng mật khẩu thanh toán.</li>
        </ol>
        <p>Phần lớn các lệnh rút về tài khoản trong vòng 15 phút đến 24 giờ. Trước lần rút đầu tiên hoặc khi rút số tiền lớn, chúng tôi có thể yêu cầu giấy tờ tùy thân.</p>`),
      th: h(`
        <p>คุณสามารถถอนเงินรางวัลได้ทุกเมื่อ เมื่อกรอกข้อมูลบัญชีครบถ้วนแล้ว</p>
        <img src="${WITHDRAW_IMAGE}" alt="เงินโอนจากกระเป๋าเงินไปยังบัญชีของคุณ">
        <h3>ก่อนถอนเงินครั้งแรก</h3>
        <ul>
          <li>เพิ่มบัญชีธนาคารหรืออีวอลเล็ตที่เป็นชื่อของคุณเอง</li>
          <li>ตั้งรหัสผ่านการชำระเงิน</li>
          <li>ทำยอดเทิร์นโอเวอร์ของโบนัสที่ใช้งานอยู่ให้ครบ</li>
        </ul>
        <h3>ขั้นตอน</h3>
        <ol>
          <li>เปิดเมนู “ถอนเงิน”</li>
          <li>เลือกบัญชีที่จะรับเงินและระบุจำนวนเงิน (ขั้นต่ำ {minWithdraw})</li>
          <li>ยืนยันด้วยรหัสผ่านการชำระเงิน</li>
        </ol>
        <p>การถอนเงินส่วนใหญ่จะเข้าบัญชีภายใน 15 นาทีถึง 24 ชั่วโมง ก่อนการถอนครั้งแรกหรือการถอนจำนวนมาก เราอาจขอเอกสารยืนยันตัวตน</p>`),
      zh: h(`
        <p>完善账户信息后，您可以随时提取您的盈利。</p>
        <img src="${WITHDRAW_IMAGE}" alt="资金从钱包转到您的账户">
        <h3>首次取款前</h3>
        <ul>
          <li>添加您本人名下的银行账户或电子钱包。</li>
          <li>设置支付密码。</li>
          <li>完成进行中奖金的流水要求。</li>
        </ul>
        <h3>操作步骤</h3>
        <ol>
          <li>打开“取款”。</li>
          <li>选择收款账户并输入金额（最低 {minWithdraw}）。</li>
          <li>输入支付密码确认。</li>
        </ol>
        <p>大多数取款会在 15 分钟至 24 小时内到账。首次取款或大额取款前，我们可能会要求您提供身份证件。</p>`),
      id: h(`
        <p>Anda dapat menarik kemenangan kapan saja setelah data akun Anda lengkap.</p>
        <img src="${WITHDRAW_IMAGE}" alt="Uang berpindah dari dompet ke rekening Anda">
        <h3>Sebelum penarikan pertama</h3>
        <ul>
          <li>Tambahkan rekening bank atau dompet digital atas nama Anda sendiri.</li>
          <li>Atur kata sandi pembayaran.</li>
          <li>Penuhi syarat taruhan dari bonus yang sedang aktif.</li>
        </ul>
        <h3>Langkah demi langkah</h3>
        <ol>
          <li>Buka menu Penarikan.</li>
          <li>Pilih tujuan penerimaan dana dan masukkan jumlahnya (minimal {minWithdraw}).</li>
          <li>Konfirmasi dengan kata sandi pembayaran Anda.</li>
        </ol>
        <p>Sebagian besar penarikan diterima dalam 15 menit hingga 24 jam. Sebelum penarikan pertama atau penarikan dalam jumlah besar, kami dapat meminta dokumen identitas.</p>`),
      ko: h(`
        <p>계정 정보를 모두 등록하면 언제든지 당첨금을 출금할 수 있습니다.</p>
        <img src="${WITHDRAW_IMAGE}" alt="지갑에서 계좌로 이동하는 돈">
        <h3>첫 출금 전에</h3>
        <ul>
          <li>본인 명의의 은행 계좌 또는 전자지갑을 등록하세요.</li>
          <li>결제 비밀번호를 설정하세요.</li>
          <li>진행 중인 보너스의 롤링 조건을 충족하세요.</li>
        </ul>
        <h3>이용 방법</h3>
        <ol>
          <li>‘출금’을 엽니다.</li>
          <li>받을 계좌를 선택하고 금액을 입력합니다(최소 {minWithdraw}).</li>
          <li>결제 비밀번호로 확인합니다.</li>
        </ol>
        <p>대부분의 출금은 15분에서 24시간 이내에 도착합니다. 첫 출금이나 고액 출금 전에는 신분증 제출을 요청할 수 있습니다.</p>`),
      ar: h(`
        <p>يمكنك سحب أرباحك في أي وقت بعد استكمال بيانات حسابك.</p>
        <img src="${WITHDRAW_IMAGE}" alt="أموال تنتقل من محفظتك إلى حسابك">
        <h3>قبل أول عملية سحب</h3>
        <ul>
          <li>أضف حسابًا مصرفيًا أو محفظة إلكترونية باسمك.</li>
          <li>عيّن كلمة مرور للدفع.</li>
          <li>استوفِ شروط المراهنة لأي مكافأة نشطة.</li>
        </ul>
        <h3>خطوة بخطوة</h3>
        <ol>
          <li>افتح «السحب».</li>
          <li>اختر الجهة التي تستلم المال فيها وأدخل المبلغ (الحد الأدنى {minWithdraw}).</li>
          <li>أكّد باستخدام كلمة مرور الدفع.</li>
        </ol>
        <p>تصل معظم السحوبات خلال مدة تتراوح بين 15 دقيقة و24 ساعة. قد نطلب وثيقة هوية قبل أول عملية سحب أو قبل سحب مبلغ كبير.</p>`),
    },
  },
  {
    tag: 'about',
    category: 'about',
    footer: true,
    title: { en: 'About us', vi: 'Về chúng tôi', th: 'เกี่ยวกับเรา', zh: '关于我们', id: 'Tentang kami', ko: '회사 소개', ar: 'من نحن' },
    html: {
      en: h(`
        <p>{brand} is an online entertainment site: slots, live casino, sports betting and more, in one account and one wallet.</p>
        <h3>Licensed and fair</h3>
        <p>We operate under a licence issued by {licence}. Game results come from certified random number generators and from the live studios of leading providers.</p>
        <h3>Service</h3>
        <ul><li>Customer service answers 24/7 by live chat.</li><li>Deposits and withdrawals are fast.</li><li>Your data is protected by encryption.</li></ul>
        <h3>Play responsibly</h3>
        <p>{brand} is for players aged {age} and over. Our <a href="/help#responsible">responsible gaming</a> tools help keep gaming fun.</p>`),
      vi: h(`
        <p>{brand} là sân chơi giải trí trực tuyến: slot, casino trực tiếp, cá cược thể thao và nhiều hơn nữa, chỉ với một tài khoản và một ví.</p>
        <h3>Được cấp phép và minh bạch</h3>
        <p>Chúng tôi hoạt động theo giấy phép do {licence} cấp. Kết quả trò chơi đến từ bộ tạo số ngẫu nhiên đã được kiểm định và từ các sảnh trực tiếp của những nhà cung cấp hàng đầu.</p>
        <h3>Dịch vụ</h3>
        <ul><li>Bộ phận chăm sóc khách hàng hỗ trợ 24/7 qua trò chuyện trực tuyến.</li><li>Nạp rút nhanh chóng.</li><li>Dữ liệu của bạn được bảo vệ bằng mã hóa.</li></ul>
        <h3>Chơi có trách nhiệm</h3>
        <p>{brand} dành cho người chơi từ {age} tuổi trở lên. Các công cụ <a href="/help#responsible">chơi có trách nhiệm</a> giúp trò chơi luôn là niềm vui.</p>`),
      th: h(`
        <p>{brand} คือเว็บไซต์ความบันเทิงออนไลน์ที่รวมสล็อต คาสิโนสด เดิมพันกีฬา และอีกมากมาย ไว้ในบัญชีเดียวและกระเป๋าเงินเดียว</p>
        <h3>ได้รับใบอนุญาตและยุติธรรม</h3>
        <p>เราดำเนินงานภายใต้ใบอนุญาตที่ออกโดย{licence} ผลของเกมมาจากเครื่องสุ่มตัวเลขที่ผ่านการรับรอง และจากสตูดิโอถ่ายทอดสดของผู้ให้บริการชั้นนำ</p>
        <h3>บริการ</h3>
        <ul><li>ฝ่ายบริการลูกค้าพร้อมให้บริการตลอด 24 ชั่วโมงผ่านแชทสด</li><li>ฝากและถอนเงินรวดเร็ว</li><li>ข้อมูลของคุณได้รับการปกป้องด้วยการเข้ารหัส</li></ul>
        <h3>เล่นอย่างรับผิดชอบ</h3>
        <p>{brand} สำหรับผู้เล่นที่มีอายุ {age} ปีขึ้นไป เครื่องมือ<a href="/help#responsible">การเล่นอย่างรับผิดชอบ</a>ของเราช่วยให้การเล่นยังคงสนุกเสมอ</p>`),
      zh: h(`
        <p>{brand} 是一家在线娱乐网站：老虎机、真人娱乐场、体育投注等应有尽有，一个账户、一个钱包即可畅玩。</p>
        <h3>持牌经营，公平公正</h3>
        <p>我们依据{licence}颁发的牌照运营。游戏结果来自经过认证的随机数生成器以及领先供应商的真人直播室。</p>
        <h3>服务</h3>
        <ul><li>在线客服全天候 24/7 为您服务。</li><li>存取款快速便捷。</li><li>您的数据受到加密保护。</li></ul>
        <h3>理性娱乐</h3>
        <p>{brand} 仅面向年满 {age} 周岁的玩家。我们的<a href="/help#responsible">理性博彩</a>工具帮助您让游戏始终保持乐趣。</p>`),
      id: h(`
        <p>{brand} adalah situs hiburan daring: slot, kasino langsung, taruhan olahraga, dan banyak lagi, dalam satu akun dan satu dompet.</p>
        <h3>Berlisensi dan adil</h3>
        <p>Kami beroperasi berdasarkan lisensi yang diterbitkan oleh {licence}. Hasil permainan berasal dari generator angka acak bersertifikat dan dari studio langsung milik penyedia terkemuka.</p>
        <h3>Layanan</h3>
        <ul><li>Layanan pelanggan siap membantu 24/7 melalui live chat.</li><li>Deposit dan penarikan berlangsung cepat.</li><li>Data Anda dilindungi dengan enkripsi.</li></ul>
        <h3>Bermain secara bertanggung jawab</h3>
        <p>{brand} ditujukan untuk pemain berusia {age} tahun ke atas. Fitur <a href="/help#responsible">permainan yang bertanggung jawab</a> kami membantu menjaga permainan tetap menyenangkan.</p>`),
      ko: h(`
        <p>{brand}에서는 슬롯, 라이브 카지노, 스포츠 베팅 등 다양한 게임을 하나의 계정과 하나의 지갑으로 즐길 수 있습니다.</p>
        <h3>공식 라이선스와 공정성</h3>
        <p>당사는 {licence}에서 발급한 라이선스에 따라 운영됩니다. 게임 결과는 인증된 난수 생성기와 주요 제공사의 라이브 스튜디오에서 나옵니다.</p>
        <h3>서비스</h3>
        <ul><li>고객센터는 라이브 채팅으로 24시간 연중무휴 운영됩니다.</li><li>입출금이 빠릅니다.</li><li>회원님의 데이터는 암호화로 보호됩니다.</li></ul>
        <h3>책임감 있는 게임</h3>
        <p>만 {age}세 이상만 이용할 수 있습니다. <a href="/help#responsible">책임감 있는 게임</a> 도구로 게임을 언제나 즐겁게 유지하세요.</p>`),
      ar: h(`
        <p>{brand} موقع ترفيه عبر الإنترنت يضم ألعاب السلوت والكازينو المباشر والمراهنات الرياضية وغيرها، بحساب واحد ومحفظة واحدة.</p>
        <h3>مرخّص ونزيه</h3>
        <p>نعمل بموجب ترخيص صادر عن {licence}. تأتي نتائج الألعاب من مولّدات أرقام عشوائية معتمدة ومن استوديوهات البث المباشر لكبار المزوّدين.</p>
        <h3>الخدمة</h3>
        <ul><li>تعمل خدمة العملاء على مدار الساعة عبر الدردشة المباشرة.</li><li>الإيداع والسحب سريعان.</li><li>بياناتك محمية بالتشفير.</li></ul>
        <h3>العب بمسؤولية</h3>
        <p>{brand} مخصص للاعبين الذين بلغوا {age} عامًا فأكثر. تساعدك أدوات <a href="/help#responsible">اللعب المسؤول</a> على إبقاء اللعب ممتعًا.</p>`),
    },
  },
];

// ———————————————————————————————————————————————————————————————————————— merchant-specific content

export interface PromotionSeed {
  category: string;
  title: MerchantTexts;
}

/** Promotions (AccountsPath.PROMOTIONS) per merchant code, in display order within a category. */
export const PROMOTIONS: Record<string, PromotionSeed[]> = {
  demo: [
    {
      category: 'new_player',
      title: {
        en: 'Welcome bonus 100%', vi: 'Thưởng chào mừng 100%', th: 'โบนัสต้อนรับ 100%', zh: '100% 新人欢迎奖金', id: 'Bonus sambutan 100%',
        ko: '웰컴 보너스 100%', ar: 'مكافأة ترحيب 100%',
      },
    },
    {
      category: 'new_player',
      title: {
        en: 'First week free spins', vi: 'Vòng quay miễn phí tuần đầu', th: 'ฟรีสปินสัปดาห์แรก', zh: '首周免费旋转',
        id: 'Putaran gratis minggu pertama', ko: '첫 주 무료 스핀', ar: 'لفّات مجانية في الأسبوع الأول',
      },
    },
    {
      category: 'slots',
      title: { en: 'Slots festival', vi: 'Lễ hội slot', th: 'เทศกาลสล็อต', zh: '老虎机狂欢节', id: 'Festival slot', ko: '슬롯 페스티벌', ar: 'مهرجان السلوتس' },
    },
    {
      category: 'deposit',
      title: {
        en: 'Daily reload 10%', vi: 'Thưởng nạp lại hằng ngày 10%', th: 'โบนัสฝากรายวัน 10%', zh: '每日续存 10% 奖金',
        id: 'Bonus isi ulang harian 10%', ko: '매일 재충전 보너스 10%', ar: 'مكافأة إعادة الإيداع اليومية 10%',
      },
    },
  ],
  vn88: [
    { category: 'new_player', title: { vi: 'Thưởng nạp đầu 100%', en: '100% first deposit bonus' } },
    { category: 'sports', title: { vi: 'Hoàn tiền cược thể thao', en: 'Sports cashback' } },
  ],
  ph: [
    { category: 'live', title: { en: 'Live casino cashback' } },
    { category: 'deposit', title: { en: 'GCash deposit bonus' } },
  ],
};

/** FooterDto.aboutHtml per merchant code: who the brand is for, its licence, and where to read more. */
export const ABOUT: Record<string, MerchantTexts> = {
  demo: {
    en: h(`
      <p><b>Demo Casino</b> brings slots, live casino, sports, fishing, poker, e-sports and lottery together in one account. Licensed by the Curaçao Gaming Control Board; games certified by independent testing laboratories.</p>
      <p>Players must be 18 or older. Gaming can be addictive: please play responsibly. Questions? Read the <a href="/help#faq">FAQ</a>.</p>`),
    vi: h(`
      <p><b>Demo Casino</b> mang đến slot, casino trực tiếp, thể thao, bắn cá, poker, thể thao điện tử và xổ số trong cùng một tài khoản. Được cấp phép bởi Cơ quan Quản lý Trò chơi Curaçao; các trò chơi được kiểm định bởi các phòng thử nghiệm độc lập.</p>
      <p>Người chơi phải từ 18 tuổi trở lên. Cờ bạc có thể gây nghiện: hãy chơi có trách nhiệm. Có thắc mắc? Xem <a href="/help#faq">câu hỏi thường gặp</a>.</p>`),
    th: h(`
      <p><b>Demo Casino</b> รวมสล็อต คาสิโนสด กีฬา ยิงปลา โป๊กเกอร์ อีสปอร์ต และลอตเตอรี่ไว้ในบัญชีเดียว ได้รับใบอนุญาตจากคณะกรรมการควบคุมการพนันแห่งกือราเซา และเกมทั้งหมดผ่านการรับรองจากห้องปฏิบัติการทดสอบอิสระ</p>
      <p>ผู้เล่นต้องมีอายุ 18 ปีขึ้นไป การพนันอาจทำให้เสพติด โปรดเล่นอย่างรับผิดชอบ มีคำถาม? อ่าน<a href="/help#faq">คำถามที่พบบ่อย</a></p>`),
    zh: h(`
      <p><b>Demo Casino</b> 将老虎机、真人娱乐场、体育、捕鱼、扑克、电竞和彩票汇集于一个账户。持有库拉索博彩管理局颁发的牌照，所有游戏均经独立测试机构认证。</p>
      <p>玩家须年满 18 周岁。博彩可能令人上瘾，请理性娱乐。有疑问？请阅读<a href="/help#faq">常见问题</a>。</p>`),
    id: h(`
      <p><b>Demo Casino</b> menghadirkan slot, kasino langsung, olahraga, tembak ikan, poker, e-sports, dan lotre dalam satu akun. Berlisensi dari Badan Pengawas Permainan Curaçao; permainan disertifikasi oleh laboratorium pengujian independen.</p>
      <p>Pemain harus berusia 18 tahun ke atas. Perjudian dapat menimbulkan kecanduan: bermainlah secara bertanggung jawab. Ada pertanyaan? Baca <a href="/help#faq">FAQ</a>.</p>`),
    ko: h(`
      <p><b>Demo Casino</b>는 슬롯, 라이브 카지노, 스포츠, 피싱, 포커, e스포츠, 복권을 하나의 계정으로 즐길 수 있는 곳입니다. 퀴라소 게임 관리 위원회의 라이선스를 받았으며, 모든 게임은 독립 테스트 기관의 인증을 받았습니다.</p>
      <p>만 18세 이상만 이용할 수 있습니다. 게임은 중독될 수 있으니 책임감 있게 즐기세요. 궁금한 점이 있으신가요? <a href="/help#faq">자주 묻는 질문</a>을 확인하세요.</p>`),
    ar: h(`
      <p>يجمع <b>Demo Casino</b> ألعاب السلوت والكازينو المباشر والرياضة وصيد الأسماك والبوكر والرياضات الإلكترونية واليانصيب في حساب واحد. مرخّص من هيئة مراقبة الألعاب في كوراساو، وألعابنا معتمدة من مختبرات اختبار مستقلة.</p>
      <p>يجب ألا يقل عمر اللاعبين عن 18 عامًا. قد تسبب المقامرة الإدمان، لذا يُرجى اللعب بمسؤولية. لديك سؤال؟ اقرأ <a href="/help#faq">الأسئلة الشائعة</a>.</p>`),
  },
  vn88: {
    vi: h(`
      <p><b>VN88</b> là sân chơi giải trí trực tuyến với slot, casino trực tiếp, thể thao, bắn cá và xổ số; nạp rút nhanh qua MoMo, ZaloPay và chuyển khoản ngân hàng. Hoạt động theo giấy phép của Cơ quan Quản lý Trò chơi Curaçao.</p>
      <p>Chỉ dành cho người từ 18 tuổi trở lên. Hãy chơi có trách nhiệm. Cần hỗ trợ? Xem <a href="/help#faq">câu hỏi thường gặp</a> hoặc liên hệ bộ phận chăm sóc khách hàng 24/7.</p>`),
    en: h(`
      <p><b>VN88</b> is an online entertainment site with slots, live casino, sports, fishing and lottery, and fast deposits and withdrawals by MoMo, ZaloPay and bank transfer. Operated under a licence from the Curaçao Gaming Control Board.</p>
      <p>For players aged 18 and over only. Please play responsibly. Need help? Read the <a href="/help#faq">FAQ</a> or contact customer service 24/7.</p>`),
  },
  ph: {
    en: h(`
      <p><b>PH Play</b> is for players aged 21 and over in the Philippines. Licensed and regulated by PAGCOR, the Philippine Amusement and Gaming Corporation.</p>
      <p>Government officials, employees of the government, the armed forces or the police, and holders of a gaming employment licence may not play. Keep it fun: play responsibly. Questions? Read the <a href="/help#faq">FAQ</a>.</p>`),
  },
};
