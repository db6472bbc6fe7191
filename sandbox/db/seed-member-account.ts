/**
 * Seed of the member centre's member-account area. Call inside the seed's transaction, after the accounts.
 * - the merchant's minimum age (for the profile's birthday) and its VIP levels, amounts scaled to its currency;
 * - player1's messages in every language the merchant offers: the accounts seed's few recent ones get their texts in
 *   each language, and about thirty older ones (all read) are spread over the last 60 days, some with links and lists;
 * - player1's profile: Telegram and nationality filled; full name and birthday left empty, so the form can be tried.
 */
import type { Db } from '.';
import type { Lang } from './seed-content';
import type { MerchantSeed } from './seed-data';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

interface LevelSeed {
  label: string;
  color: string;
  color2: string;
  /** Major units at the USD scale. */
  deposit: number;
  validBet: number;
  rebateBp: number;
  upgradeBonus: number;
  birthdayBonus: number;
  dailyWithdrawals: number;
}

/** Text and background colours keep at least 4.5:1 contrast (WCAG AA) for the label's text. */
const LEVELS: LevelSeed[] = [
  { label: 'VIP1', color: '#ffffff', color2: '#57534e', deposit: 50, validBet: 200, rebateBp: 30, upgradeBonus: 5, birthdayBonus: 5, dailyWithdrawals: 3 },
  { label: 'VIP2', color: '#ffffff', color2: '#475569', deposit: 200, validBet: 500, rebateBp: 40, upgradeBonus: 10, birthdayBonus: 10, dailyWithdrawals: 3 },
  { label: 'VIP3', color: '#ffffff', color2: '#9a3412', deposit: 500, validBet: 1_000, rebateBp: 50, upgradeBonus: 25, birthdayBonus: 20, dailyWithdrawals: 5 },
  { label: 'VIP4', color: '#0f172a', color2: '#cbd5e1', deposit: 1_000, validBet: 2_500, rebateBp: 60, upgradeBonus: 50, birthdayBonus: 40, dailyWithdrawals: 5 },
  { label: 'VIP5', color: '#1f1300', color2: '#fbbf24', deposit: 2_000, validBet: 5_000, rebateBp: 80, upgradeBonus: 100, birthdayBonus: 80, dailyWithdrawals: 8 },
  { label: 'VIP6', color: '#ffffff', color2: '#0f766e', deposit: 5_000, validBet: 15_000, rebateBp: 100, upgradeBonus: 250, birthdayBonus: 150, dailyWithdrawals: 10 },
  { label: 'VIP7', color: '#ffffff', color2: '#1d4ed8', deposit: 15_000, validBet: 50_000, rebateBp: 120, upgradeBonus: 600, birthdayBonus: 300, dailyWithdrawals: 15 },
  { label: 'VIP8', color: '#ffffff', color2: '#6d28d9', deposit: 50_000, validBet: 200_000, rebateBp: 150, upgradeBonus: 1_500, birthdayBonus: 800, dailyWithdrawals: 20 },
];
/** Club rank above 4 gets the VIP service line (spec §6). */
const VIP_SERVICE_FROM = 5;

type Template = Record<Lang, { title: string; html: string }>;

/**
 * Message texts with placeholders: {amount} {amount2} (money in the merchant's currency), {game} {game2}, {vendor},
 * {percent}, {date}.
 */
const TEMPLATES = {
  deposit: {
    en: { title: 'Your deposit was credited', html: '<p>Your deposit of <strong>{amount}</strong> has been credited to your main wallet.</p><p>Good luck!</p>' },
    vi: { title: 'Khoản nạp của bạn đã được cộng', html: '<p>Khoản nạp <strong>{amount}</strong> đã được cộng vào ví chính của bạn.</p><p>Chúc bạn may mắn!</p>' },
    th: { title: 'ยอดฝากของคุณเข้าบัญชีแล้ว', html: '<p>ยอดฝาก <strong>{amount}</strong> ได้เข้ากระเป๋าเงินหลักของคุณแล้ว</p><p>ขอให้โชคดี!</p>' },
    zh: { title: '您的存款已到账', html: '<p>您的存款 <strong>{amount}</strong> 已存入主钱包。</p><p>祝您好运！</p>' },
    id: { title: 'Deposit Anda sudah masuk', html: '<p>Deposit Anda sebesar <strong>{amount}</strong> telah masuk ke dompet utama.</p><p>Semoga beruntung!</p>' },
    ko: { title: '입금이 완료되었습니다', html: '<p><strong>{amount}</strong> 입금이 메인 지갑에 반영되었습니다.</p><p>행운을 빕니다!</p>' },
    ar: { title: 'تمت إضافة إيداعك', html: '<p>تمت إضافة إيداعك بقيمة <strong>{amount}</strong> إلى محفظتك الرئيسية.</p><p>حظًا موفقًا!</p>' },
  },
  withdrawal: {
    en: { title: 'Withdrawal sent', html: '<p>Your withdrawal of <strong>{amount}</strong> has been sent to your bank account. It may take up to 24 hours to arrive.</p><p>Please confirm when you receive it in <a href="/member/withdraw">Withdraw</a>.</p>' },
    vi: { title: 'Đã chuyển khoản rút tiền', html: '<p>Khoản rút <strong>{amount}</strong> đã được chuyển về tài khoản ngân hàng của bạn. Tiền có thể về trong vòng 24 giờ.</p><p>Vui lòng xác nhận khi đã nhận tại mục <a href="/member/withdraw">Rút tiền</a>.</p>' },
    th: { title: 'โอนเงินถอนแล้ว', html: '<p>ยอดถอน <strong>{amount}</strong> ได้โอนไปยังบัญชีธนาคารของคุณแล้ว อาจใช้เวลาถึง 24 ชั่วโมง</p><p>โปรดยืนยันเมื่อได้รับเงินที่ <a href="/member/withdraw">ถอนเงิน</a></p>' },
    zh: { title: '提款已汇出', html: '<p>您的提款 <strong>{amount}</strong> 已汇至您的银行账户，最长可能需要 24 小时到账。</p><p>收到后请在<a href="/member/withdraw">提款</a>页面确认。</p>' },
    id: { title: 'Penarikan telah dikirim', html: '<p>Penarikan Anda sebesar <strong>{amount}</strong> telah dikirim ke rekening bank Anda. Dana bisa tiba hingga 24 jam.</p><p>Mohon konfirmasi setelah diterima di <a href="/member/withdraw">Penarikan</a>.</p>' },
    ko: { title: '출금이 송금되었습니다', html: '<p><strong>{amount}</strong> 출금이 은행 계좌로 송금되었습니다. 도착까지 최대 24시간이 걸릴 수 있습니다.</p><p>받으신 후 <a href="/member/withdraw">출금</a>에서 확인해 주세요.</p>' },
    ar: { title: 'تم إرسال السحب', html: '<p>تم إرسال سحبك بقيمة <strong>{amount}</strong> إلى حسابك المصرفي، وقد يستغرق وصوله حتى 24 ساعة.</p><p>يرجى التأكيد عند الاستلام في صفحة <a href="/member/withdraw">السحب</a>.</p>' },
  },
  reload: {
    en: { title: 'Weekend reload bonus', html: '<p>Deposit this weekend and get <strong>{percent}% extra</strong>, up to {amount}.</p><ul><li>Minimum deposit: {amount2}</li><li>Turnover: 10× the bonus</li></ul><p><a href="/promotions">See the promotion</a></p>' },
    vi: { title: 'Thưởng nạp lại cuối tuần', html: '<p>Nạp tiền cuối tuần này để nhận thêm <strong>{percent}%</strong>, tối đa {amount}.</p><ul><li>Nạp tối thiểu: {amount2}</li><li>Doanh thu cược: 10 lần tiền thưởng</li></ul><p><a href="/promotions">Xem khuyến mãi</a></p>' },
    th: { title: 'โบนัสเติมเงินสุดสัปดาห์', html: '<p>ฝากเงินสุดสัปดาห์นี้รับเพิ่ม <strong>{percent}%</strong> สูงสุด {amount}</p><ul><li>ฝากขั้นต่ำ: {amount2}</li><li>ยอดเทิร์นโอเวอร์: 10 เท่าของโบนัส</li></ul><p><a href="/promotions">ดูโปรโมชั่น</a></p>' },
    zh: { title: '周末续存奖金', html: '<p>本周末存款即可额外获得 <strong>{percent}%</strong>，最高 {amount}。</p><ul><li>最低存款：{amount2}</li><li>流水要求：奖金的 10 倍</li></ul><p><a href="/promotions">查看优惠</a></p>' },
    id: { title: 'Bonus isi ulang akhir pekan', html: '<p>Deposit akhir pekan ini dan dapatkan <strong>ekstra {percent}%</strong>, hingga {amount}.</p><ul><li>Deposit minimum: {amount2}</li><li>Turnover: 10× bonus</li></ul><p><a href="/promotions">Lihat promosi</a></p>' },
    ko: { title: '주말 재충전 보너스', html: '<p>이번 주말에 입금하면 <strong>{percent}% 추가</strong>, 최대 {amount}를 드립니다.</p><ul><li>최소 입금: {amount2}</li><li>롤링: 보너스의 10배</li></ul><p><a href="/promotions">프로모션 보기</a></p>' },
    ar: { title: 'مكافأة إعادة الإيداع في عطلة نهاية الأسبوع', html: '<p>أودع في عطلة نهاية هذا الأسبوع واحصل على <strong>{percent}% إضافية</strong> حتى {amount}.</p><ul><li>الحد الأدنى للإيداع: {amount2}</li><li>متطلبات الرهان: 10 أضعاف المكافأة</li></ul><p><a href="/promotions">عرض العرض الترويجي</a></p>' },
  },
  newGames: {
    en: { title: 'New games this week', html: '<p>Fresh on the site this week:</p><ul><li><strong>{game}</strong></li><li><strong>{game2}</strong></li></ul><p><a href="/rng">Play slots now</a></p>' },
    vi: { title: 'Trò chơi mới tuần này', html: '<p>Trò chơi mới trong tuần:</p><ul><li><strong>{game}</strong></li><li><strong>{game2}</strong></li></ul><p><a href="/rng">Chơi slot ngay</a></p>' },
    th: { title: 'เกมใหม่สัปดาห์นี้', html: '<p>เกมใหม่ประจำสัปดาห์:</p><ul><li><strong>{game}</strong></li><li><strong>{game2}</strong></li></ul><p><a href="/rng">เล่นสล็อตเลย</a></p>' },
    zh: { title: '本周新游戏', html: '<p>本周上线的新游戏：</p><ul><li><strong>{game}</strong></li><li><strong>{game2}</strong></li></ul><p><a href="/rng">立即玩老虎机</a></p>' },
    id: { title: 'Game baru minggu ini', html: '<p>Baru minggu ini:</p><ul><li><strong>{game}</strong></li><li><strong>{game2}</strong></li></ul><p><a href="/rng">Main slot sekarang</a></p>' },
    ko: { title: '이번 주 신규 게임', html: '<p>이번 주 새로 나온 게임:</p><ul><li><strong>{game}</strong></li><li><strong>{game2}</strong></li></ul><p><a href="/rng">지금 슬롯 플레이</a></p>' },
    ar: { title: 'ألعاب جديدة هذا الأسبوع', html: '<p>الجديد على الموقع هذا الأسبوع:</p><ul><li><strong>{game}</strong></li><li><strong>{game2}</strong></li></ul><p><a href="/rng">العب السلوتس الآن</a></p>' },
  },
  welcome: {
    en: { title: 'Welcome aboard', html: '<p>Welcome! Your account is ready.</p><p>Set a <strong>payment password</strong> and bind your mobile number in <a href="/member/securityCenter">My account</a> to keep it safe.</p>' },
    vi: { title: 'Chào mừng bạn', html: '<p>Chào mừng bạn! Tài khoản của bạn đã sẵn sàng.</p><p>Hãy đặt <strong>mật khẩu thanh toán</strong> và liên kết số điện thoại tại <a href="/member/securityCenter">Tài khoản của tôi</a> để bảo vệ tài khoản.</p>' },
    th: { title: 'ยินดีต้อนรับ', html: '<p>ยินดีต้อนรับ! บัญชีของคุณพร้อมใช้งานแล้ว</p><p>ตั้ง<strong>รหัสผ่านการชำระเงิน</strong>และผูกเบอร์มือถือที่ <a href="/member/securityCenter">บัญชีของฉัน</a> เพื่อความปลอดภัย</p>' },
    zh: { title: '欢迎加入', html: '<p>欢迎！您的账户已准备就绪。</p><p>请在<a href="/member/securityCenter">我的账户</a>中设置<strong>支付密码</strong>并绑定手机号，以保障账户安全。</p>' },
    id: { title: 'Selamat datang', html: '<p>Selamat datang! Akun Anda sudah siap.</p><p>Atur <strong>kata sandi pembayaran</strong> dan tautkan nomor ponsel di <a href="/member/securityCenter">Akun saya</a> agar akun tetap aman.</p>' },
    ko: { title: '환영합니다', html: '<p>환영합니다! 계정이 준비되었습니다.</p><p><a href="/member/securityCenter">내 계정</a>에서 <strong>결제 비밀번호</strong>를 설정하고 휴대폰 번호를 연결해 계정을 안전하게 지키세요.</p>' },
    ar: { title: 'مرحبًا بك', html: '<p>مرحبًا! حسابك جاهز.</p><p>عيّن <strong>كلمة مرور الدفع</strong> واربط رقم هاتفك في <a href="/member/securityCenter">حسابي</a> للحفاظ على أمانه.</p>' },
  },
  teamGrew: {
    en: { title: 'Your team grew this week', html: '<p>New players joined your team this week. See them in the agent centre.</p>' },
    vi: { title: 'Đội của bạn đã tăng thêm tuần này', html: '<p>Có người chơi mới tham gia đội của bạn tuần này. Xem chi tiết trong trung tâm đại lý.</p>' },
    th: { title: 'ทีมของคุณเติบโตขึ้นในสัปดาห์นี้', html: '<p>มีผู้เล่นใหม่เข้าร่วมทีมของคุณในสัปดาห์นี้ ดูได้ที่ศูนย์ตัวแทน</p>' },
    zh: { title: '本周您的团队壮大了', html: '<p>本周有新玩家加入您的团队，请在代理中心查看。</p>' },
    id: { title: 'Tim Anda bertambah minggu ini', html: '<p>Pemain baru bergabung dengan tim Anda minggu ini. Lihat di pusat agen.</p>' },
    ko: { title: '이번 주 팀이 성장했습니다', html: '<p>이번 주 새로운 플레이어가 팀에 합류했습니다. 에이전트 센터에서 확인하세요.</p>' },
    ar: { title: 'نما فريقك هذا الأسبوع', html: '<p>انضم لاعبون جدد إلى فريقك هذا الأسبوع. اطّلع عليهم في مركز الوكلاء.</p>' },
  },
  rebate: {
    en: { title: 'Rebate paid', html: '<p>Your rebate of <strong>{amount}</strong> for {date} has been paid to your main wallet.</p>' },
    vi: { title: 'Đã trả tiền hoàn trả', html: '<p>Tiền hoàn trả <strong>{amount}</strong> của ngày {date} đã được cộng vào ví chính của bạn.</p>' },
    th: { title: 'จ่ายเงินคืนแล้ว', html: '<p>เงินคืน <strong>{amount}</strong> ของวันที่ {date} ได้เข้ากระเป๋าเงินหลักของคุณแล้ว</p>' },
    zh: { title: '返水已发放', html: '<p>您 {date} 的返水 <strong>{amount}</strong> 已发放至主钱包。</p>' },
    id: { title: 'Rabat telah dibayar', html: '<p>Rabat Anda sebesar <strong>{amount}</strong> untuk {date} telah masuk ke dompet utama.</p>' },
    ko: { title: '리베이트 지급 완료', html: '<p>{date} 리베이트 <strong>{amount}</strong>가 메인 지갑에 지급되었습니다.</p>' },
    ar: { title: 'تم دفع الاسترداد', html: '<p>تم دفع استردادك بقيمة <strong>{amount}</strong> عن {date} إلى محفظتك الرئيسية.</p>' },
  },
  security: {
    en: { title: 'New sign-in to your account', html: '<p>Your account was signed in from a new device.</p><p>If this was not you, <strong>change your password</strong> at once in <a href="/member/securityCenter">My account</a> and contact customer service.</p>' },
    vi: { title: 'Đăng nhập mới vào tài khoản', html: '<p>Tài khoản của bạn vừa được đăng nhập từ một thiết bị mới.</p><p>Nếu không phải bạn, hãy <strong>đổi mật khẩu</strong> ngay tại <a href="/member/securityCenter">Tài khoản của tôi</a> và liên hệ chăm sóc khách hàng.</p>' },
    th: { title: 'มีการเข้าสู่ระบบใหม่', html: '<p>มีการเข้าสู่ระบบบัญชีของคุณจากอุปกรณ์ใหม่</p><p>หากไม่ใช่คุณ โปรด<strong>เปลี่ยนรหัสผ่าน</strong>ทันทีที่ <a href="/member/securityCenter">บัญชีของฉัน</a> และติดต่อฝ่ายบริการลูกค้า</p>' },
    zh: { title: '账户有新的登录', html: '<p>您的账户在新设备上登录。</p><p>如果不是您本人，请立即在<a href="/member/securityCenter">我的账户</a>中<strong>修改密码</strong>并联系客服。</p>' },
    id: { title: 'Login baru ke akun Anda', html: '<p>Akun Anda baru saja login dari perangkat baru.</p><p>Jika itu bukan Anda, segera <strong>ubah kata sandi</strong> di <a href="/member/securityCenter">Akun saya</a> dan hubungi layanan pelanggan.</p>' },
    ko: { title: '새 기기에서 로그인', html: '<p>새 기기에서 계정에 로그인했습니다.</p><p>본인이 아니라면 <a href="/member/securityCenter">내 계정</a>에서 즉시 <strong>비밀번호를 변경</strong>하고 고객센터에 문의하세요.</p>' },
    ar: { title: 'تسجيل دخول جديد إلى حسابك', html: '<p>تم تسجيل الدخول إلى حسابك من جهاز جديد.</p><p>إن لم تكن أنت، <strong>غيّر كلمة المرور</strong> فورًا من <a href="/member/securityCenter">حسابي</a> وتواصل مع خدمة العملاء.</p>' },
  },
  maintenance: {
    en: { title: 'Scheduled maintenance', html: '<p><strong>{vendor}</strong> games will be under maintenance on {date} from 02:00 to 04:00.</p><p>Balances in the {vendor} wallet are safe and can be moved back to your main wallet at any time.</p>' },
    vi: { title: 'Bảo trì định kỳ', html: '<p>Trò chơi <strong>{vendor}</strong> sẽ bảo trì ngày {date} từ 02:00 đến 04:00.</p><p>Số dư trong ví {vendor} vẫn an toàn và có thể chuyển về ví chính bất cứ lúc nào.</p>' },
    th: { title: 'ปิดปรับปรุงตามกำหนด', html: '<p>เกม <strong>{vendor}</strong> จะปิดปรับปรุงวันที่ {date} เวลา 02:00 ถึง 04:00</p><p>ยอดเงินในกระเป๋า {vendor} ปลอดภัยและโอนกลับกระเป๋าหลักได้ตลอดเวลา</p>' },
    zh: { title: '计划维护通知', html: '<p><strong>{vendor}</strong> 游戏将于 {date} 02:00 至 04:00 进行维护。</p><p>{vendor} 钱包中的余额安全无虞，可随时转回主钱包。</p>' },
    id: { title: 'Pemeliharaan terjadwal', html: '<p>Game <strong>{vendor}</strong> akan menjalani pemeliharaan pada {date} pukul 02:00 hingga 04:00.</p><p>Saldo di dompet {vendor} tetap aman dan bisa dipindahkan ke dompet utama kapan saja.</p>' },
    ko: { title: '정기 점검 안내', html: '<p><strong>{vendor}</strong> 게임이 {date} 02:00부터 04:00까지 점검합니다.</p><p>{vendor} 지갑의 잔액은 안전하며 언제든지 메인 지갑으로 옮길 수 있습니다.</p>' },
    ar: { title: 'صيانة مجدولة', html: '<p>ستخضع ألعاب <strong>{vendor}</strong> للصيانة يوم {date} من 02:00 إلى 04:00.</p><p>أرصدة محفظة {vendor} آمنة ويمكن نقلها إلى محفظتك الرئيسية في أي وقت.</p>' },
  },
  tournament: {
    en: { title: 'Slot tournament this week', html: '<p>Join the <em>{game}</em> tournament: the prize pool is <strong>{amount}</strong>.</p><p>The top 50 players by total win share the pool. <a href="https://example.com/tournament-rules">Tournament rules</a></p>' },
    vi: { title: 'Giải đấu slot tuần này', html: '<p>Tham gia giải đấu <em>{game}</em>: tổng giải thưởng <strong>{amount}</strong>.</p><p>50 người chơi có tổng thắng cao nhất sẽ chia giải thưởng. <a href="https://example.com/tournament-rules">Thể lệ giải đấu</a></p>' },
    th: { title: 'ทัวร์นาเมนต์สล็อตสัปดาห์นี้', html: '<p>ร่วมทัวร์นาเมนต์ <em>{game}</em> ชิงเงินรางวัลรวม <strong>{amount}</strong></p><p>ผู้เล่น 50 อันดับแรกตามยอดชนะรวมจะแบ่งเงินรางวัล <a href="https://example.com/tournament-rules">กติกาทัวร์นาเมนต์</a></p>' },
    zh: { title: '本周老虎机锦标赛', html: '<p>参加 <em>{game}</em> 锦标赛，奖池高达 <strong>{amount}</strong>。</p><p>总赢额前 50 名玩家瓜分奖池。<a href="https://example.com/tournament-rules">赛事规则</a></p>' },
    id: { title: 'Turnamen slot minggu ini', html: '<p>Ikuti turnamen <em>{game}</em>: total hadiah <strong>{amount}</strong>.</p><p>50 pemain dengan total kemenangan tertinggi berbagi hadiah. <a href="https://example.com/tournament-rules">Aturan turnamen</a></p>' },
    ko: { title: '이번 주 슬롯 토너먼트', html: '<p><em>{game}</em> 토너먼트에 참여하세요. 총 상금은 <strong>{amount}</strong>입니다.</p><p>총 당첨금 상위 50명이 상금을 나눠 갖습니다. <a href="https://example.com/tournament-rules">토너먼트 규칙</a></p>' },
    ar: { title: 'بطولة السلوتس هذا الأسبوع', html: '<p>انضم إلى بطولة <em>{game}</em>: مجموع الجوائز <strong>{amount}</strong>.</p><p>يتقاسم أفضل 50 لاعبًا حسب إجمالي الربح الجوائز. <a href="https://example.com/tournament-rules">قواعد البطولة</a></p>' },
  },
  responsible: {
    en: { title: 'Play responsibly', html: '<p>Gaming should stay fun. Set yourself a budget and take breaks.</p><p>Read our <a href="/help#responsible">responsible gaming</a> page for tools that help.</p>' },
    vi: { title: 'Chơi có trách nhiệm', html: '<p>Trò chơi nên luôn là niềm vui. Hãy đặt ngân sách cho mình và nghỉ ngơi hợp lý.</p><p>Xem trang <a href="/help#responsible">chơi có trách nhiệm</a> để biết các công cụ hỗ trợ.</p>' },
    th: { title: 'เล่นอย่างรับผิดชอบ', html: '<p>การเล่นเกมควรสนุก ตั้งงบประมาณและพักเป็นระยะ</p><p>อ่านหน้า <a href="/help#responsible">การเล่นอย่างรับผิดชอบ</a> เพื่อดูเครื่องมือช่วยเหลือ</p>' },
    zh: { title: '理性游戏', html: '<p>游戏应当保持乐趣。请为自己设定预算并适时休息。</p><p>阅读<a href="/help#responsible">理性游戏</a>页面，了解可用的工具。</p>' },
    id: { title: 'Bermain secara bertanggung jawab', html: '<p>Bermain harus tetap menyenangkan. Tetapkan anggaran dan beristirahatlah.</p><p>Baca halaman <a href="/help#responsible">bermain bertanggung jawab</a> untuk alat bantu.</p>' },
    ko: { title: '책임감 있는 게임', html: '<p>게임은 즐거워야 합니다. 예산을 정하고 틈틈이 쉬세요.</p><p>도움이 되는 도구는 <a href="/help#responsible">책임감 있는 게임</a> 페이지에서 확인하세요.</p>' },
    ar: { title: 'العب بمسؤولية', html: '<p>يجب أن تبقى الألعاب ممتعة. حدّد ميزانية لنفسك وخذ فترات راحة.</p><p>اقرأ صفحة <a href="/help#responsible">اللعب المسؤول</a> للتعرف على الأدوات المساعدة.</p>' },
  },
  vipReview: {
    en: { title: 'Your monthly VIP review', html: '<p>Thank you for playing with us this month.</p><p>See how close you are to the next level in <a href="/member/playerRank">VIP levels</a>.</p>' },
    vi: { title: 'Đánh giá VIP hằng tháng', html: '<p>Cảm ơn bạn đã đồng hành cùng chúng tôi trong tháng này.</p><p>Xem bạn còn cách cấp tiếp theo bao xa tại <a href="/member/playerRank">Cấp VIP</a>.</p>' },
    th: { title: 'สรุป VIP ประจำเดือน', html: '<p>ขอบคุณที่ร่วมสนุกกับเราในเดือนนี้</p><p>ดูว่าคุณใกล้ถึงระดับถัดไปแค่ไหนที่ <a href="/member/playerRank">ระดับ VIP</a></p>' },
    zh: { title: '每月 VIP 回顾', html: '<p>感谢您本月的支持。</p><p>在<a href="/member/playerRank">VIP 等级</a>中查看距离下一等级还有多远。</p>' },
    id: { title: 'Tinjauan VIP bulanan', html: '<p>Terima kasih telah bermain bersama kami bulan ini.</p><p>Lihat seberapa dekat Anda ke level berikutnya di <a href="/member/playerRank">Level VIP</a>.</p>' },
    ko: { title: '월간 VIP 리뷰', html: '<p>이번 달에도 함께해 주셔서 감사합니다.</p><p><a href="/member/playerRank">VIP 등급</a>에서 다음 등급까지 얼마나 남았는지 확인하세요.</p>' },
    ar: { title: 'مراجعة VIP الشهرية', html: '<p>شكرًا لأنك لعبت معنا هذا الشهر.</p><p>اعرف مدى قربك من المستوى التالي في <a href="/member/playerRank">مستويات VIP</a>.</p>' },
  },
} satisfies Record<string, Template>;
type TemplateKey = keyof typeof TEMPLATES;

/** The accounts seed's message titles (seed-data.ts ACCOUNTS) and the template that gives them every language. */
const SEEDED_TITLES: Record<string, TemplateKey> = {
  'Your deposit was credited': 'deposit',
  'Weekend reload bonus': 'reload',
  'New games this week': 'newGames',
  'Welcome aboard': 'welcome',
  'Your team grew this week': 'teamGrew',
};

const GAMES = ['Fortune Dragon', 'Lucky Neko', 'Gates of Olympus', 'Sweet Bonanza', 'Money Coming', 'Super Ace', 'Crazy Time', 'Wild Bounty'];
const VENDORS = ['PG', 'PP', 'JILI', 'EVO', 'SABA'];

/** The older messages, newest first (2 to 60 days ago). */
const HISTORY: TemplateKey[] = [
  'rebate', 'deposit', 'tournament', 'withdrawal', 'maintenance', 'rebate', 'newGames', 'deposit', 'security', 'reload',
  'rebate', 'vipReview', 'deposit', 'withdrawal', 'tournament', 'rebate', 'maintenance', 'responsible', 'deposit', 'newGames',
  'rebate', 'reload', 'withdrawal', 'deposit', 'security', 'rebate', 'vipReview', 'tournament', 'deposit', 'responsible',
];

function fill(text: string, vars: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (all, name: string) => vars[name] ?? all);
}

export function seedMemberAccount(db: Db, m: MerchantSeed, now: number): void {
  db.prepare('UPDATE merchants SET minimum_age = ? WHERE code = ?').run(m.minimumAge, m.code);
  // The USD figures scaled to the merchant's currency, as its content amounts are (demo 10, vn88 100 000, ph 500).
  const scale = m.amounts.minDeposit / 10;
  const money = (usd: number) => `${m.currency.symbol}${(usd * scale).toLocaleString('en-US')}`;

  const level = db.prepare(
    `INSERT INTO vip_levels (merchant_code, rank_level, label_name, color, color2, deposit_minor, valid_bet_minor, rebate_bp,
       upgrade_bonus_minor, birthday_bonus_minor, daily_withdrawals, vip_service)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  LEVELS.forEach((l, i) =>
    level.run(
      m.code, i + 1, l.label, l.color, l.color2, Math.round(l.deposit * scale * 100), Math.round(l.validBet * scale * 100), l.rebateBp,
      Math.round(l.upgradeBonus * scale * 100), Math.round(l.birthdayBonus * scale * 100), l.dailyWithdrawals, i + 1 >= VIP_SERVICE_FROM ? 1 : 0,
    ),
  );

  const memberId = db.prepare('SELECT id FROM members WHERE merchant_code = ? AND username = ?').pluck();
  const [defaultLang] = m.languages;
  const text = db.prepare('INSERT INTO message_i18n (message_id, language, title, content) VALUES (?, ?, ?, ?)');
  const base = db.prepare('UPDATE messages SET title = ?, content = ? WHERE id = ?');
  const insert = db.prepare('INSERT INTO messages (member_id, title, content, read_at, created_at) VALUES (?, ?, ?, ?, ?)');
  const writeTexts = (id: number, key: TemplateKey, vars: Record<string, string>) => {
    const t: Template = TEMPLATES[key];
    for (const lang of m.languages) text.run(id, lang, fill(t[lang].title, vars), fill(t[lang].html, vars));
    const d = t[defaultLang!];
    base.run(fill(d.title, vars), fill(d.html, vars), id);
  };
  const varsFor = (i: number, at: number): Record<string, string> => ({
    amount: money([100, 250, 50, 500, 1_000][i % 5]!),
    amount2: money(20),
    percent: String([20, 25, 30][i % 3]),
    game: GAMES[i % GAMES.length]!,
    game2: GAMES[(i + 3) % GAMES.length]!,
    vendor: VENDORS[i % VENDORS.length]!,
    date: new Date(at - DAY).toISOString().slice(0, 10),
  });

  // The accounts seed's messages (player1's recent ones, agent1's) in every language.
  const seeded = db.prepare(
    `SELECT id, title, created_at FROM messages WHERE member_id IN (SELECT id FROM members WHERE merchant_code = ?) ORDER BY id`,
  ).all(m.code) as { id: number; title: string; created_at: number }[];
  seeded.forEach((row, i) => {
    const key = SEEDED_TITLES[row.title];
    if (key) writeTexts(row.id, key, varsFor(i, row.created_at));
  });

  const player = memberId.get(m.code, 'player1') as number | undefined;
  if (player === undefined) return;
  HISTORY.forEach((key, i) => {
    const at = now - (2 + i * 2) * DAY - ((i * 5) % 11) * HOUR;
    const id = Number(insert.run(player, '', '', at + ((i % 4) + 1) * HOUR, at).lastInsertRowid);
    writeTexts(id, key, varsFor(i, at));
  });

  db.prepare(
    `INSERT INTO member_profiles (member_id, telegram, nationality, updated_at) VALUES (?, ?, ?, ?)`,
  ).run(player, 'lucky_player1', m.code === 'ph' ? 'PH' : 'VN', now - 10 * DAY);
}
