extension Language {
  /// Romanian: "vacanța" is declined ("vacanței", "vacanțele"), and listed in its forms rather than
  /// as "vacan*", which would begin "vacant". Since 2022 the year runs in modules with a holiday
  /// after each ("vacanța de după modulul 2"). "Școala altfel" and "Săptămâna verde" are weeks of
  /// other activities, and school days.
  public static let romanian = Language(
    code: "ro", name: "Romanian",
    keywords: [
      .noSchool: [
        "vacanța", "vacanță", "vacanței", "vacanțele", "vacanțelor", "minivacanța", "minivacanță", "zi liberă",
        "zile libere", "cursurile sunt suspendate", "suspendarea cursurilor", "nu se fac cursuri", "fără cursuri",
        "școala închisă", "școli închise",
      ],
      .earlyRelease: ["program scurtat", "ore scurtate", "cursuri scurtate"],
      .schoolDay: [
        "școala altfel", "săptămâna altfel", "săptămâna verde", "zi de recuperare", "cursuri normale",
      ],
      .termStart: [
        "începerea anului școlar", "începutul anului școlar", "deschiderea anului școlar", "prima zi de școală",
        "începerea cursurilor", "începutul modulului", "reluarea cursurilor",
      ],
      .termEnd: [
        "sfârșitul anului școlar", "încheierea anului școlar", "ultima zi de școală", "încheierea cursurilor",
        "sfârșitul modulului", "încheierea modulului", "festivitatea de încheiere",
      ],
    ],
    holidayNames: HolidayWords(
      holidays: [
        "anul nou", "ziua unirii principatelor române", "ziua unirii", "vinerea mare", "paștele", "paștele ortodox",
        "a doua zi de paște", "ziua muncii", "ziua copilului", "rusaliile", "a doua zi de rusalii",
        "adormirea maicii domnului", "sfânta maria", "sfântul andrei", "ziua națională a româniei", "ziua națională",
        "crăciunul", "a doua zi de crăciun", "boboteaza", "sfântul ioan botezătorul",
      ],
      observances: [
        "dragobetele", "mărțișorul", "ziua femeii", "ziua mamei", "ziua educației", "ziua eroilor",
        "ziua îndrăgostiților",
      ],
      holidayCalendars: ["sărbători legale", "zile libere legale", "sărbători"],
      schoolHolidayCalendars: ["vacanțe școlare", "structura anului școlar"],
      notDaysOff: ["zi lucrătoare", "nu este zi liberă"],
      regional: ["doar în", "numai în"],
      fillers: ["ziua", "zi", "de", "a"],
      connectors: ["și"]
    ),
    // Romanian puts the head first: "Tabără de vacanță", "Serbare înainte de vacanță".
    titleGrammar: TitleGrammar(
      activities: [
        "tabără", "tabăra", "club", "concurs", "concursul", "spectacol", "serbare", "serbarea", "excursie",
        "excursia", "teme", "temă", "tema", "înscrieri", "înscrierea", "transport", "autobuz", "activități",
        "activitate", "olimpiada", "ședința", "ședință", "concert", "târg", "bal",
      ],
      returns: ["revenirea", "întoarcerea", "revenire"],
      times: ["după", "înainte de", "înaintea"],
      laterToday: ["după ore", "după cursuri"]
    ),
    termWords: ["semestrul", "semestru", "modulul", "modul", "anul școlar"],
    schoolLevels: SchoolLevelWords(
      levels: [
        .kindergarten: ["grădiniță", "grădinița", "preșcolari", "învățământ preșcolar"],
        .elementary: ["ciclul primar", "învățământ primar", "clasele primare", "clasa pregătitoare", "primar"],
        .middle: ["gimnaziu", "ciclul gimnazial", "gimnazial"],
        .high: ["liceu", "ciclul liceal", "liceal"],
      ],
      grades: [GradeWords(before: ["clasa", "clasele", "clasei"], middleFrom: 5, highFrom: 9, last: 12)],
      except: ["cu excepția"]
    )
  )
}
