extension Language {
  /// Malay, as schools in Malaysia and Brunei write: "cuti" is the closure word ("cuti sekolah",
  /// "cuti penggal", "cuti peristiwa" — a school's own day off); a "penggal" is a term; a holiday
  /// kept in some states only says so with "sahaja".
  public static let malay = Language(
    code: "ms", name: "Malay",
    keywords: [
      .noSchool: [
        "cuti", "cuti sekolah", "cuti penggal", "cuti pertengahan penggal", "cuti akhir tahun", "cuti umum",
        "cuti peristiwa", "cuti perayaan", "cuti ganti", "sekolah ditutup", "tiada sekolah", "tiada persekolahan",
      ],
      .earlyRelease: ["balik awal", "separuh hari"],
      .schoolDay: ["hari persekolahan", "ganti hari persekolahan", "persekolahan seperti biasa"],
      .termStart: [
        "hari pertama persekolahan", "pembukaan sekolah", "sesi persekolahan bermula", "permulaan sesi",
        "sekolah dibuka",
      ],
      .termEnd: ["hari terakhir persekolahan", "akhir sesi persekolahan", "hari terakhir penggal"],
    ],
    holidayNames: HolidayWords(
      holidays: [
        "tahun baru cina", "hari raya aidilfitri", "hari raya puasa", "hari raya haji", "hari raya aidiladha",
        "deepavali", "hari krismas", "hari wesak", "hari kebangsaan", "hari malaysia", "hari pekerja",
        "awal muharram", "maulidur rasul", "thaipusam", "nuzul al-quran", "hari keputeraan",
      ],
      observances: ["hari guru", "hari ibu", "hari bapa", "hari kanak-kanak", "hari valentine"],
      holidayCalendars: ["cuti umum", "hari kelepasan am", "cuti am"],
      schoolHolidayCalendars: ["cuti sekolah", "cuti penggal"],
      notDaysOff: ["bukan cuti umum", "hari bekerja"],
      regional: ["sahaja", "negeri tertentu"],
      fillers: ["hari"],
      connectors: ["dan"]
    ),
    titleGrammar: TitleGrammar(
      activities: [
        "program", "kem", "perkhemahan", "kelas tambahan", "tuisyen", "kerja rumah", "lawatan", "pertandingan",
        "peperiksaan", "pendaftaran", "mesyuarat", "bas", "kantin",
      ],
      returns: ["kembali dari"],
      times: ["selepas", "sebelum"],
      laterToday: ["selepas waktu sekolah"]
    ),
    termWords: ["penggal", "sesi persekolahan"],
    schoolLevels: SchoolLevelWords(
      levels: [
        .kindergarten: ["prasekolah", "tadika"],
        .elementary: ["sekolah rendah", "murid sekolah rendah"],
        .middle: ["menengah rendah"],
        .high: ["menengah atas"],
        .secondary: ["sekolah menengah"],
      ],
      except: ["kecuali"]
    )
  )
}
