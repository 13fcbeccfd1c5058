extension Language {
  /// Latvian: the holidays are "brīvdienas" ("skolēnu rudens brīvdienas"), declined, so it begins a
  /// word ("brīvdien*"); "brīvlaiks" is the summer's.
  public static let latvian = Language(
    code: "lv", name: "Latvian",
    keywords: [
      .noSchool: [
        "brīvdien*", "brīvlaik*", "nav mācību", "mācības nenotiek", "skola slēgta", "svētku diena",
      ],
      .earlyRelease: ["saīsinātas stundas", "saīsināta mācību diena"],
      .schoolDay: ["mācību diena", "darba sestdiena"],
      .termStart: ["zinību diena", "mācību gada sākums", "pirmā skolas diena", "semestra sākums"],
      .termEnd: ["mācību gada beigas", "pēdējā skolas diena", "semestra beigas", "liecību izsniegšana"],
    ],
    holidayNames: HolidayWords(
      holidays: [
        "jaungada diena", "lielā piektdiena", "lieldienas", "otrās lieldienas", "darba svētki",
        "latvijas republikas neatkarības atjaunošanas diena", "līgo diena", "jāņu diena", "jāņi",
        "latvijas republikas proklamēšanas diena", "ziemassvētku vakars", "ziemassvētki",
        "otrie ziemassvētki", "vecgada diena",
      ],
      observances: ["mātes diena", "valentīndiena", "meteņi", "mārtiņdiena", "skolotāju diena"],
      holidayCalendars: ["svētku dienas", "valsts svētki"],
      schoolHolidayCalendars: ["skolēnu brīvdienas"],
      notDaysOff: ["darba diena", "atceres diena"],
      regional: ["tikai"],
      fillers: ["diena"],
      connectors: ["un"]
    ),
    titleGrammar: TitleGrammar(
      activities: [
        "nometne", "pulciņš", "koncerts", "tirdziņš", "ekskursija", "sacensības", "eksāmens", "mājasdarbi",
        "pieteikšanās", "autobuss", "pagarinātā grupa",
      ],
      returns: ["atgriešanās"],
      times: ["pēc", "pirms"],
      laterToday: ["pēc stundām"]
    ),
    termWords: ["semestris", "mācību gads"],
    schoolLevels: SchoolLevelWords(
      levels: [
        .kindergarten: ["bērnudārzs", "pirmsskola"],
        .elementary: ["sākumskola", "sākumskolas"],
        .middle: ["pamatskola", "pamatskolas"],
        .high: ["vidusskola", "vidusskolas", "ģimnāzija"],
      ],
      grades: [
        GradeWords(
          before: ["klase", "klases"], after: ["klase", "klases", "klasei"], middleFrom: 7, highFrom: 10, last: 12)
      ],
      except: ["izņemot"]
    )
  )
}
