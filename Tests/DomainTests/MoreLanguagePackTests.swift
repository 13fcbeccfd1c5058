import Testing

@testable import Domain

/// Issue 22: the calendar-only packs of settings versions 4 and 5 (Russian … Frisian, Albanian …
/// Irish), each read as a fresh install reads it (every pack at once), on a small calendar
/// written in its language.
@Suite("Keyword packs for Russian … Irish, on a calendar in each language")
struct MoreLanguagePackTests {
  static let everything = KeywordMatcher(preferences: KeywordPreferences())
  let engine = Domain.CalendarContextEngine(rules: ContextRules(), timeZone: utc)

  /// A school's autumn in one language: the first day, a week of holidays, the day school comes
  /// back, an activity named by the holidays, a public holiday, the last day, a half day, and a
  /// closure for one level.
  struct Pack: CustomTestStringConvertible, Sendable {
    var code: String
    /// A closure (Mon 26 – Fri 30 October 2026) and the phrase `explain` gives for it.
    var closure: String
    var phrase: String
    /// A school day placed by the holidays ("after the break"): Mon 2 November.
    var after: String
    /// A school-day activity the closure word only qualifies: Tue 3 November.
    var activity: String
    /// A public holiday's name alone: Wed 4 November.
    var holiday: String
    var termStart: String
    var termEnd: String
    var earlyRelease: String
    /// A closure naming a level, and the stages it names.
    var level: String
    var stages: Set<SchoolLevel>
    var testDescription: String { code }
  }

  static let packs: [Pack] = [
    Pack(
      code: "ru", closure: "ОСЕННИЕ КАНИКУЛЫ", phrase: "осенние каникулы", after: "Контрольная работа после каникул",
      activity: "Лагерь на каникулах", holiday: "День народного единства", termStart: "День знаний",
      termEnd: "Последний звонок", earlyRelease: "Сокращённый день", level: "Нет занятий для 5-11 классов",
      stages: [.middle, .high]),
    Pack(
      code: "tr", closure: "ARA TATİL", phrase: "ara tatil", after: "Tatilden sonra veli toplantısı",
      activity: "Yaz tatili kursu", holiday: "Cumhuriyet Bayramı", termStart: "İkinci dönem başlangıcı",
      termEnd: "Karne günü", earlyRelease: "Erken çıkış", level: "Ortaokul: idari izin", stages: [.middle]),
    Pack(
      code: "ar", closure: "عطلة الخريف", phrase: "عطلة", after: "اختبار بعد العطلة", activity: "مخيم العطلة",
      holiday: "عيد الفطر", termStart: "بداية العام الدراسي", termEnd: "نهاية العام الدراسي",
      earlyRelease: "انصراف مبكر", level: "لا دراسة - المرحلة الابتدائية", stages: [.elementary]),
    Pack(
      code: "id", closure: "Libur Semester Ganjil", phrase: "libur", after: "Ujian setelah libur",
      activity: "Kegiatan libur sekolah", holiday: "Hari Raya Idul Fitri", termStart: "Hari pertama sekolah",
      termEnd: "Pembagian rapor", earlyRelease: "Pulang cepat", level: "Libur kelas 12", stages: [.high]),
    Pack(
      code: "uk", closure: "Осінні канікули", phrase: "канікули", after: "Контрольна робота після канікул",
      activity: "Табір під час канікул", holiday: "День Незалежності", termStart: "Перший дзвоник",
      termEnd: "Останній дзвоник", earlyRelease: "Скорочений день", level: "Канікули для 1-4 класів",
      stages: [.elementary]),
    Pack(
      code: "ro", closure: "Vacanța de toamnă", phrase: "vacanța", after: "Teză după vacanță",
      activity: "Tabără de vacanță", holiday: "Ziua Națională a României", termStart: "Începerea anului școlar",
      termEnd: "Încheierea anului școlar", earlyRelease: "Program scurtat", level: "Zi liberă - ciclul primar",
      stages: [.elementary]),
    Pack(
      code: "hu", closure: "Őszi szünet", phrase: "szünet", after: "Témazáró a szünet után",
      activity: "Őszi szünet ügyelet", holiday: "Mindenszentek", termStart: "Tanévnyitó", termEnd: "Tanévzáró",
      earlyRelease: "Rövidített órák", level: "Tanítás nélküli munkanap - alsó tagozat", stages: [.elementary]),
    Pack(
      code: "cs", closure: "Podzimní prázdniny", phrase: "prázdniny", after: "Písemka po prázdninách",
      activity: "Příměstský tábor o prázdninách", holiday: "Den české státnosti",
      termStart: "Zahájení školního roku", termEnd: "Vysvědčení", earlyRelease: "Zkrácená výuka",
      level: "Ředitelské volno pro 2. stupeň", stages: [.middle]),
    Pack(
      code: "el", closure: "ΔΙΑΚΟΠΕΣ ΦΘΙΝΟΠΩΡΟΥ", phrase: "διακοπεσ", after: "Διαγώνισμα μετά τις διακοπές",
      activity: "Κατασκήνωση στις διακοπές", holiday: "Θεοφάνεια", termStart: "Αγιασμός",
      termEnd: "Λήξη μαθημάτων", earlyRelease: "Μειωμένο ωράριο", level: "Αργία για τα γυμνάσια",
      stages: [.middle]),
    Pack(
      code: "ms", closure: "Cuti Penggal 3", phrase: "cuti", after: "Ujian selepas cuti",
      activity: "Kem cuti sekolah", holiday: "Hari Malaysia", termStart: "Hari pertama persekolahan",
      termEnd: "Hari terakhir persekolahan", earlyRelease: "Balik awal", level: "Cuti peristiwa sekolah rendah",
      stages: [.elementary]),
    Pack(
      code: "ca", closure: "Vacances de tardor", phrase: "vacances", after: "Tornada de vacances",
      activity: "Casal de vacances", holiday: "Sant Esteve", termStart: "Inici de curs", termEnd: "Final de curs",
      earlyRelease: "Jornada intensiva", level: "Dia de lliure disposició - primària", stages: [.elementary]),
    Pack(
      code: "sk", closure: "Jesenné prázdniny", phrase: "prázdniny", after: "Písomka po prázdninách",
      activity: "Letný tábor počas prázdnin", holiday: "Deň Ústavy", termStart: "Otvorenie školského roka",
      termEnd: "Koniec školského roka", earlyRelease: "Skrátené vyučovanie", level: "Riaditeľské voľno - prvý stupeň",
      stages: [.elementary]),
    Pack(
      code: "hr", closure: "Jesenski odmor učenika", phrase: "jesenski odmor", after: "Povratak nakon jesenskog odmora",
      activity: "Kamp tijekom jesenskog odmora", holiday: "Dan državnosti", termStart: "Početak nastavne godine",
      termEnd: "Podjela svjedodžbi", earlyRelease: "Skraćena nastava", level: "Nenastavni dan za 5. razred",
      stages: [.middle]),
    Pack(
      code: "sr", closure: "Јесењи распуст", phrase: "распуст", after: "Тест после распуста",
      activity: "Камп за време распуста", holiday: "Сретење", termStart: "Почетак школске године",
      termEnd: "Крај школске године", earlyRelease: "Скраћени часови", level: "Ненаставни дан - средња школа",
      stages: [.high]),
    Pack(
      code: "bg", closure: "Есенна ваканция", phrase: "ваканция", after: "Контролно след ваканцията",
      activity: "Лагер през ваканцията", holiday: "Трети март", termStart: "Откриване на учебната година",
      termEnd: "Край на учебната година", earlyRelease: "Съкратени часове", level: "Неучебен ден за 5-7 клас",
      stages: [.middle]),
    Pack(
      code: "sl", closure: "Jesenske počitnice", phrase: "počitnice", after: "Test po počitnicah",
      activity: "Tabor med počitnicami", holiday: "Prešernov dan", termStart: "Začetek pouka",
      termEnd: "Razdelitev spričeval", earlyRelease: "Skrajšan pouk", level: "Pouka prost dan - predmetna stopnja",
      stages: [.middle]),
    Pack(
      code: "lt", closure: "Rudens atostogos", phrase: "atostogos", after: "Kontrolinis po atostogų",
      activity: "Stovykla per atostogas", holiday: "Joninės", termStart: "Mokslo metų pradžia",
      termEnd: "Mokslo metų pabaiga", earlyRelease: "Sutrumpintos pamokos", level: "Atostogos - pradinės klasės",
      stages: [.elementary]),
    Pack(
      code: "lv", closure: "Skolēnu rudens brīvdienas", phrase: "rudens brīvdienas",
      after: "Pārbaudes darbs pēc brīvdienām",
      activity: "Nometne brīvdienās", holiday: "Līgo diena", termStart: "Zinību diena",
      termEnd: "Liecību izsniegšana", earlyRelease: "Saīsinātas stundas", level: "Brīvdienas - sākumskola",
      stages: [.elementary]),
    Pack(
      code: "et", closure: "Sügisvaheaeg", phrase: "sügisvaheaeg", after: "Kontrolltöö vaheaja järel",
      activity: "Vaheaja laager", holiday: "Jaanipäev", termStart: "Tarkusepäev", termEnd: "Viimane koolipäev",
      earlyRelease: "Lühendatud koolipäev", level: "Koolivaba päev - gümnaasium", stages: [.high]),
    Pack(
      code: "is", closure: "Vetrarfrí", phrase: "vetrarfrí", after: "Próf eftir vetrarfrí",
      activity: "Frístund í vetrarfríi", holiday: "Sumardagurinn fyrsti", termStart: "Skólasetning",
      termEnd: "Skólaslit", earlyRelease: "Styttur skóladagur", level: "Starfsdagur - unglingastig",
      stages: [.middle]),
    Pack(
      code: "fy", closure: "Krystfakânsje", phrase: "krystfakânsje", after: "Húswurk nei de krystfakânsje",
      activity: "Kamp yn de hjerstfakânsje", holiday: "Twadde Krystdei", termStart: "Earste skoaldei",
      termEnd: "Lêste skoaldei", earlyRelease: "Frije middei", level: "Simmerfakânsje foartset ûnderwiis",
      stages: [.middle, .high]),
    Pack(
      code: "sq", closure: "Pushimet e vjeshtës", phrase: "pushimet", after: "Test pas pushimeve",
      activity: "Kamp gjatë pushimeve", holiday: "Dita e Pavarësisë", termStart: "Fillimi i vitit shkollor",
      termEnd: "Dita e fundit e shkollës", earlyRelease: "Mësim i shkurtuar", level: "Pushim - shkolla fillore",
      stages: [.elementary]),
    Pack(
      code: "be", closure: "ВОСЕНЬСКІЯ ВАКАЦЫІ", phrase: "восеньскія вакацыі",
      after: "Кантрольная работа пасля вакацый", activity: "Лагер на вакацыях",
      holiday: "Дзень Кастрычніцкай рэвалюцыі", termStart: "Дзень ведаў", termEnd: "Апошні званок",
      earlyRelease: "Скарочаны дзень", level: "Няма заняткаў - пачатковая школа", stages: [.elementary]),
    Pack(
      code: "mt", closure: "Vaganzi tal-Milied", phrase: "vaganzi", after: "Eżami wara l-vaganzi",
      activity: "Kamp tal-vaganzi", holiday: "Jum il-Ħelsien", termStart: "L-ewwel jum tal-iskola",
      termEnd: "L-aħħar jum tal-iskola", earlyRelease: "Ġurnata qasira", level: "Vaganzi - skola primarja",
      stages: [.elementary]),
    Pack(
      code: "lb", closure: "Allerhellgevakanz", phrase: "allerhellgevakanz", after: "Examen no der Vakanz",
      activity: "Camp an der Vakanz", holiday: "Nationalfeierdag", termStart: "Éischte Schouldag",
      termEnd: "Leschte Schouldag", earlyRelease: "Hallwen Dag", level: "Vakanz - Grondschoul",
      stages: [.elementary]),
    Pack(
      code: "ga", closure: "Sos lár-téarma", phrase: "sos lár-téarma", after: "Cruinniú tar éis na saoire",
      activity: "Campa saoire", holiday: "Lá Fhéile Pádraig", termStart: "An chéad lá scoile",
      termEnd: "An lá deireanach scoile", earlyRelease: "Leathlá", level: "Laethanta saoire - bunscoil",
      stages: [.elementary]),
  ]

  static func calendar(_ pack: Pack) -> [CalendarEvent] {
    [
      allDay(pack.termStart, "2026-09-01"), allDay(pack.closure, "2026-10-26", through: "2026-10-30"),
      allDay(pack.after, "2026-11-02"), allDay(pack.activity, "2026-11-03"), allDay(pack.holiday, "2026-11-04"),
    ]
  }

  @Test("every new language is shipped, on by default, with a pack under test here")
  func everyPackTested() {
    let tested = Set(Self.packs.map(\.code))
    let new = Set(Language.all.map(\.code)).subtracting(NewLanguageTitles.olderPacks)
    #expect(tested == new)
    #expect(Set(KeywordPreferences().languages).isSuperset(of: tested))
  }

  @Test("a closure is a free day, and explain names the phrase that counted", arguments: packs)
  func closure(_ pack: Pack) throws {
    let context = engine.context("2026-10-28", Self.calendar(pack))
    #expect(context.kind == .freeDay)
    #expect(context.rule == .freeDayMarker)
    #expect(context.reason == pack.closure)
    let reading = try #require(context.readings.first { $0.title == pack.closure })
    #expect(reading.decides)
    #expect(KeywordText.normalized(reading.phrase) == KeywordText.normalized(pack.phrase))
  }

  @Test("the day after the holidays and an activity named by them are school days, and say why", arguments: packs)
  func placedByTheClosure(_ pack: Pack) throws {
    let events = Self.calendar(pack)
    let after = engine.context("2026-11-02", events)
    #expect(after.kind == .schoolDay, "\(pack.after)")
    let placed = try #require(after.readings.first { $0.title == pack.after })
    #expect(!placed.decides)
    switch placed.role {
    case .time, .returnFrom: break
    default: Issue.record("\(pack.after) reads as \(placed.role)")
    }
    let activity = engine.context("2026-11-03", events)
    #expect(activity.kind == .schoolDay, "\(pack.activity)")
    let named = try #require(activity.readings.first { $0.title == pack.activity })
    guard case .names = named.role else {
      Issue.record("\(pack.activity) reads as \(named.role)")
      return
    }
  }

  @Test("a public holiday's name alone is a free day", arguments: packs)
  func holidayName(_ pack: Pack) {
    let context = engine.context("2026-11-04", Self.calendar(pack))
    #expect(context.kind == .freeDay, "\(pack.holiday)")
    #expect(context.rule == .holidayName, "\(pack.holiday)")
  }

  @Test("term boundaries, half days and levels read as the language writes them", arguments: packs)
  func otherKinds(_ pack: Pack) {
    #expect(Self.everything.kinds(in: pack.termStart) == [.termStart], "\(pack.termStart)")
    #expect(Self.everything.kinds(in: pack.termEnd) == [.termEnd], "\(pack.termEnd)")
    #expect(Self.everything.kinds(in: pack.earlyRelease) == [.earlyRelease], "\(pack.earlyRelease)")
    #expect(Self.everything.kinds(in: pack.level).contains(.noSchool), "\(pack.level)")
    #expect(engine.levels(namedIn: pack.level)?.stages == pack.stages, "\(pack.level)")
  }
}

/// Titles of the new packs and of postposition languages, read word by word.
@Suite("Postpositions, and scripts that fold case and marks")
struct NewLanguageTitles {
  static let olderPacks: Set<String> = [
    "en", "es", "fr", "de", "nl", "it", "pt", "pl", "sv", "da", "nb", "fi", "ja", "ko", "zh", "he",
  ]
  let engine = Domain.CalendarContextEngine(rules: ContextRules(), timeZone: utc)

  /// "Before" or "after" written behind the closure word, and the word that placed the day.
  static let postpositions: [(String, String)] = [
    ("Koe joululoman jälkeen", "jälkeen"), ("Joululomaa edeltävä päivä", "edeltävä"),
    ("冬休み前大掃除", "前"), ("夏休み後の実力テスト", "後"), ("겨울방학 전 대청소", "전"), ("여름방학 후 보충", "후"),
    ("寒假前家长会", "前"), ("寒假结束后返校", "结束后"), ("Téli szünet előtti koncert", "előtti"),
    ("Tavaszi szünet után", "után"), ("Ara tatil sonrası sınav", "sonrası"), ("Tatil dönüşü", "dönüşü"),
    ("Kontrolltöö vaheaja järel", "järel"),
  ]

  @Test("a closure followed by before or after is a school day, placed by that word", arguments: postpositions)
  func postposition(title: String, word: String) throws {
    let context = engine.context("2026-12-15", [allDay(title, "2026-12-15")])
    #expect(context.kind == .schoolDay)
    let reading = try #require(context.readings.first)
    #expect(reading.role == .time(word))
  }

  @Test("the same closures alone are free days: the postposition, not the word, made the school day")
  func closuresAlone() {
    for title in ["Joululoma", "冬休み", "겨울방학", "寒假", "Téli szünet", "Ara tatil", "Sügisvaheaeg"] {
      #expect(engine.context("2026-12-15", [allDay(title, "2026-12-15")]).kind == .freeDay, "\(title)")
    }
  }

  @Test("a last day before the break and a first day after it are the term's boundaries, not closures")
  func boundariesAroundBreaks() {
    let matcher = KeywordMatcher(preferences: KeywordPreferences())
    let before = ClosureReading.kinds(of: "Téli szünet előtti utolsó tanítási nap", matcher: matcher)
    #expect(before == [.termEnd])
    let after = ClosureReading.kinds(of: "A szünet utáni első tanítási nap", matcher: matcher)
    #expect(after == [.termStart])
  }

  @Test("Cyrillic, Greek, Turkish and Arabic titles fold case, accents and spelling variants")
  func folding() {
    #expect(KeywordText.tokens("ЗИМНИЕ КАНИКУЛЫ") == KeywordText.tokens("зимние каникулы"))
    #expect(KeywordText.tokens("Сокращенный день") == KeywordText.tokens("сокращённый день"))
    #expect(KeywordText.tokens("ΔΙΑΚΟΠΕΣ") == KeywordText.tokens("διακοπές"))
    #expect(KeywordText.tokens("διακοπές") == ["διακοπεσ"], "the final sigma is a sigma")
    #expect(KeywordText.tokens("YARIYIL TATİLİ") == ["yariyil", "tatili"])
    #expect(KeywordText.tokens("عطـلة") == KeywordText.tokens("عطله"), "kashida and teh marbuta")
    #expect(KeywordText.tokens("إجازة") == KeywordText.tokens("اجازه"), "hamza seat and teh marbuta")
    #expect(KeywordText.tokens("عطلَة") == KeywordText.tokens("عطلة"), "harakat")
    let matcher = KeywordMatcher(preferences: KeywordPreferences())
    for title in [
      "ЗИМНИЕ КАНИКУЛЫ", "ΔΙΑΚΟΠΕΣ ΧΡΙΣΤΟΥΓΕΝΝΩΝ", "YARIYIL TATİLİ", "الإجازة الصيفية", "اجازه", "Зимові канікули",
    ] {
      #expect(matcher.kinds(in: title) == [.noSchool], "\(title)")
    }
  }

  @Test("word boundaries hold in Cyrillic, Greek and Arabic: a closure word inside another word is none")
  func boundaries() {
    let matcher = KeywordMatcher(preferences: KeywordPreferences())
    #expect(matcher.kinds(in: "Выходная ярмарка").isEmpty, "another form of the word is another word")
    #expect(matcher.kinds(in: "Αργιλος").isEmpty, "αργία is no part of άργιλος (clay)")
    #expect(matcher.kinds(in: "Проканикулы").isEmpty, "a word \"каникул*\" begins may not end another")
    #expect(matcher.kinds(in: "Зимние каникулы") == [.noSchool])
    #expect(matcher.kinds(in: "العطلات المدرسية") == [.noSchool], "the plural")
    #expect(matcher.kinds(in: "والعطلة") == [.noSchool], "the article and a conjunction written onto the word")
  }

  @Test("activities that must never read as free, in the new languages, stay school days")
  func activitiesStaySchool() {
    for title in [
      "Новогодний концерт перед каникулами", "Yarıyıl tatili ödevleri", "حفل قبل الإجازة", "Lomba menjelang libur",
      "Serbare înainte de vacanța de iarnă", "Szünidei tábor", "Koncert před prázdninami", "Γιορτή πριν τις διακοπές",
      "Deures de vacances", "Izlet nakon zimskog odmora", "Šola v naravi med počitnicami",
    ] {
      let context = engine.context("2026-12-15", [allDay(title, "2026-12-15")])
      #expect(context.kind == .schoolDay, "\(title)")
    }
  }

  /// Grades of the older calendar-only packs, numbered as their countries number them.
  static let grades: [(String, Set<SchoolLevel>)] = [
    ("Sem aulas para o 6º ano", [.middle]), ("Dzień wolny dla klas 1-3", [.elementary]),
    ("Studiedag åk 7-9", [.middle]), ("Planleggingsdag 8.–10. trinn", [.middle]),
    ("Vapaapäivä 1.-6. luokat", [.elementary]), ("Vapaapäivä: 7. luokka", [.middle]),
  ]

  @Test("a grade named in an older calendar-only pack applies to its stages", arguments: grades)
  func namedGrade(title: String, stages: Set<SchoolLevel>) {
    #expect(engine.levels(namedIn: title)?.stages == stages, "\(title)")
  }

  @Test("a school day at home or on a Saturday is a school day, never free")
  func schoolDays() {
    let matcher = KeywordMatcher(preferences: KeywordPreferences())
    for title in [
      "Дистанційне навчання", "Рабочая суббота", "Școala altfel", "Szombati tanítási nap", "Telafi eğitimi",
    ] {
      #expect(matcher.kinds(in: title) == [.schoolDay], "\(title)")
    }
  }
}
