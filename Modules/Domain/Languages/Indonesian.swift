extension Language {
  /// Indonesian: "libur" is the closure word ("libur semester", "libur nasional", "diliburkan");
  /// "cuti bersama" is the collective leave schools keep; the handing out of report cards
  /// ("pembagian rapor") ends the term. "Ujian akhir semester" is an exam week, so "akhir semester"
  /// alone is no end of term.
  public static let indonesian = Language(
    code: "id", name: "Indonesian",
    keywords: [
      .noSchool: [
        "libur", "liburan", "diliburkan", "hari libur", "libur akhir semester", "cuti bersama", "tidak ada kbm",
        "kbm ditiadakan", "sekolah tutup", "sekolah diliburkan", "tidak ada kegiatan belajar mengajar",
      ],
      .earlyRelease: ["pulang awal", "pulang cepat", "setengah hari"],
      .schoolDay: ["kbm normal", "sekolah seperti biasa", "masuk seperti biasa", "masuk sekolah"],
      .termStart: [
        "hari pertama sekolah", "hari pertama masuk sekolah", "awal tahun ajaran", "tahun ajaran baru",
        "awal semester", "mpls", "masa pengenalan lingkungan sekolah",
      ],
      .termEnd: [
        "pembagian rapor", "penerimaan rapor", "pembagian raport", "hari terakhir sekolah", "akhir tahun ajaran",
        "penutupan tahun ajaran",
      ],
    ],
    holidayNames: HolidayWords(
      holidays: [
        "tahun baru", "tahun baru imlek", "isra mikraj", "hari raya nyepi", "wafat isa almasih", "jumat agung",
        "hari raya idul fitri", "idul fitri", "lebaran", "hari buruh", "kenaikan isa almasih", "hari raya waisak",
        "hari lahir pancasila", "idul adha", "hari raya idul adha", "tahun baru islam", "hari kemerdekaan",
        "hut ri", "maulid nabi muhammad", "hari natal", "natal",
      ],
      observances: [
        "hari kartini", "hari pendidikan nasional", "hardiknas", "hari guru", "hari guru nasional", "hari ibu",
        "hari anak nasional", "hari pahlawan", "hari sumpah pemuda", "hari valentine",
      ],
      holidayCalendars: ["hari libur nasional", "libur nasional", "tanggal merah", "kalender libur"],
      schoolHolidayCalendars: ["libur sekolah", "jadwal libur"],
      notDaysOff: ["bukan hari libur", "hari kerja"],
      regional: ["hanya di", "khusus"],
      fillers: ["hari", "raya"],
      connectors: ["dan"]
    ),
    // Indonesian puts the head first: "Kegiatan libur semester", "Lomba setelah libur".
    titleGrammar: TitleGrammar(
      activities: [
        "kegiatan", "program", "kemah", "perkemahan", "pesantren kilat", "tugas", "pekerjaan rumah", "lomba",
        "pentas", "konser", "bazar", "karyawisata", "study tour", "ujian", "pendaftaran", "rapat", "bus", "kantin",
        "klub",
      ],
      returns: ["kembali dari", "masuk kembali"],
      times: ["setelah", "sesudah", "sebelum", "usai", "pasca", "menjelang"],
      laterToday: ["pulang sekolah", "setelah pulang sekolah"]
    ),
    termWords: ["semester", "tahun ajaran", "tahun pelajaran"],
    schoolLevels: SchoolLevelWords(
      levels: [
        .kindergarten: ["tk", "taman kanak-kanak", "paud"],
        .elementary: ["sd", "sekolah dasar"],
        .middle: ["smp", "sekolah menengah pertama", "mts"],
        .high: ["sma", "smk", "sekolah menengah atas", "sekolah menengah kejuruan"],
      ],
      grades: [GradeWords(before: ["kelas"], middleFrom: 7, highFrom: 10, last: 12)],
      except: ["kecuali"]
    )
  )
}
