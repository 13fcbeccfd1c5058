extension Language {
  /// Turkish: suffixes run onto the noun ("tatilden", "tatili", "tatile"), so "tatil*" begins a
  /// word, and "before" and "after" follow it ("tatilden sonra", "tatil öncesi", "tatil dönüşü"):
  /// postpositions. "Karne günü" (report cards) ends the term; "idari izin" is a day the
  /// government gives off; "mesleki çalışma" is the teachers' work without pupils.
  public static let turkish = Language(
    code: "tr", name: "Turkish",
    keywords: [
      .noSchool: [
        "tatil*", "idari izin", "okullar kapalı", "okul kapalı", "ders yok", "dersler iptal", "eğitime ara",
        "eğitim öğretime ara", "mesleki çalışma", "mesleki çalışma dönemi", "seminer dönemi",
      ],
      .earlyRelease: ["yarım gün", "erken çıkış", "öğleden sonra ders yok"],
      .schoolDay: ["telafi eğitimi", "telafi dersi", "normal eğitim", "dersler normal", "eğitim öğretime devam"],
      .termStart: [
        "ders yılı başlangıcı", "ders yılının başlaması", "eğitim öğretim yılı başlangıcı", "okulların açılması",
        "okulların açılışı", "okullar açılıyor", "ilk ders günü", "ikinci dönem başlangıcı",
        "ikinci dönemin başlaması",
      ],
      .termEnd: [
        "karne günü", "karne dağıtımı", "ders yılı sonu", "ders yılının sona ermesi", "ders yılı bitişi",
        "birinci dönemin sona ermesi", "son ders günü",
      ],
    ],
    holidayNames: HolidayWords(
      holidays: [
        "yılbaşı", "ulusal egemenlik ve çocuk bayramı", "emek ve dayanışma günü",
        "atatürk'ü anma gençlik ve spor bayramı", "demokrasi ve milli birlik günü", "zafer bayramı",
        "cumhuriyet bayramı", "ramazan bayramı", "şeker bayramı", "kurban bayramı",
      ],
      observances: [
        "öğretmenler günü", "anneler günü", "babalar günü", "sevgililer günü", "kandil", "regaip kandili",
        "miraç kandili", "berat kandili", "mevlid kandili", "kadir gecesi", "atatürk'ü anma günü",
      ],
      holidayCalendars: ["resmi tatiller", "resmi tatil günleri", "bayramlar", "türkiye'deki tatiller"],
      schoolHolidayCalendars: ["okul tatilleri", "tatil takvimi"],
      notDaysOff: ["tatil değil", "iş günü"],
      regional: ["sadece", "yalnızca"],
      fillers: ["günü", "bayramı", "arifesi"],
      connectors: ["ve"]
    ),
    // Turkish puts the head last, after the closure ("yarıyıl tatili ödevleri", "yaz tatili kursu").
    titleGrammar: TitleGrammar(
      activities: [
        "kamp", "kampı", "kurs", "kursu", "kursları", "etüt", "konser", "konseri", "gezi", "gezisi", "kermes",
        "sınav", "sınavı", "ödev", "ödevi", "ödevleri", "kayıt", "kayıtları", "servis", "yemek", "etkinlik",
        "etkinliği", "etkinlikleri", "toplantı", "toplantısı", "yarışma", "yarışması", "gösteri", "programı",
      ],
      laterToday: ["okul çıkışı", "ders bitiminde", "derslerden sonra"],
      postpositions: ["sonra", "sonrası", "önce", "öncesi", "dönüşü", "dönüş", "bitiminde", "itibaren"]
    ),
    termWords: ["dönem", "birinci dönem", "ikinci dönem", "yarıyıl", "ders yılı", "eğitim öğretim yılı"],
    // "Hariç" (except) follows what it leaves out, and is left out of `except`.
    schoolLevels: SchoolLevelWords(
      levels: [
        .kindergarten: ["anaokulu", "anasınıfı", "okul öncesi"],
        .elementary: ["ilkokul", "ilkokulu", "ilkokullar"],
        .middle: ["ortaokul", "ortaokulu", "ortaokullar"],
        .high: ["lise", "lisesi", "liseler"],
      ],
      grades: [
        GradeWords(
          before: ["sınıf", "sınıflar"], after: ["sınıf", "sınıflar", "sınıfı", "sınıfları"], middleFrom: 5,
          highFrom: 9, last: 12)
      ]
    )
  )
}
