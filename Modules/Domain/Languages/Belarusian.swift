extension Language {
  /// Belarusian: the holidays are "вакацыі" (declined: "вакацый", "вакацыях"), so the stem begins a
  /// word; "канікулы", as Ukrainian writes it, is Ukrainian's word already (every pack is on).
  /// Grades are left to Ukrainian's "клас", the first pack that lists the word.
  public static let belarusian = Language(
    code: "be", name: "Belarusian",
    keywords: [
      .noSchool: ["вакацы*", "няма заняткаў", "заняткаў няма", "школа зачынена", "выхадны дзень"],
      .earlyRelease: ["скарочаны дзень", "скарочаныя ўрокі"],
      .schoolDay: ["вучэбны дзень", "перанос вучэбнага дня"],
      .termStart: ["дзень ведаў", "першы школьны дзень", "пачатак навучальнага года"],
      .termEnd: ["апошні званок", "апошні школьны дзень", "канец навучальнага года"],
    ],
    holidayNames: HolidayWords(
      holidays: [
        "новы год", "каляды", "дзень працы", "радаўніца", "дзень перамогі", "дзень незалежнасці",
        "дзень кастрычніцкай рэвалюцыі", "вялікдзень",
      ],
      observances: ["дзень святога валянціна", "дзень маці", "дзень настаўніка", "дзень бацькі"],
      holidayCalendars: ["святы", "дзяржаўныя святы"],
      schoolHolidayCalendars: ["школьныя вакацыі"],
      notDaysOff: ["працоўны дзень"],
      regional: ["толькі ў"],
      fillers: ["дзень"],
      connectors: ["і"]
    ),
    titleGrammar: TitleGrammar(
      activities: [
        "лагер", "лагеры", "канцэрт", "экскурсія", "алімпіяда", "конкурс", "хатняе заданне", "запіс", "аўтобус",
      ],
      returns: ["вяртанне"],
      times: ["пасля", "перад", "напярэдадні"],
      laterToday: ["пасля ўрокаў"]
    ),
    termWords: ["чвэрць", "паўгоддзе", "навучальны год"],
    schoolLevels: SchoolLevelWords(
      levels: [
        .kindergarten: ["дзіцячы сад"],
        .elementary: ["пачатковая школа", "пачатковыя класы"],
        .high: ["старшая школа", "старшыя класы"],
      ]
    )
  )
}
