extension Language {
  /// Portuguese, European and Brazilian: "férias escolares", "interrupção letiva" (Portugal),
  /// "recesso escolar" and "sábado letivo" (Brazil). Both spellings of Portugal's reform ("letivo",
  /// "lectivo") are listed.
  public static let portuguese = Language(
    code: "pt", name: "Portuguese",
    keywords: [
      .noSchool: [
        "férias", "férias escolares", "recesso", "recesso escolar", "sem aulas", "não há aulas",
        "não haverá aulas", "não haverá aula", "suspensão das aulas", "suspensão das atividades letivas",
        "interrupção letiva", "interrupção das atividades letivas", "interrupção lectiva",
        "interrupção das actividades lectivas", "pausa letiva", "dia não letivo", "dias não letivos",
        "dia não lectivo", "feriado", "feriado municipal", "feriado nacional", "ponto facultativo",
        "emenda de feriado", "escola fechada", "planejamento pedagógico",
      ],
      .earlyRelease: [
        "saída antecipada", "horário reduzido", "aula reduzida", "aulas reduzidas", "término antecipado das aulas",
      ],
      .schoolDay: [
        "dia letivo", "dia lectivo", "sábado letivo", "reposição de aulas", "reposição de aula", "volta às aulas",
        "retorno das aulas", "aula normal",
      ],
      .termStart: [
        "início das aulas", "início do ano letivo", "início do ano lectivo", "primeiro dia de aula",
        "primeiro dia de aulas", "início do período letivo",
      ],
      .termEnd: [
        "fim das aulas", "término das aulas", "último dia de aula", "último dia de aulas", "fim do ano letivo",
        "fim do ano lectivo", "término do ano letivo", "encerramento do ano letivo", "fim do período letivo",
      ],
    ],
    holidayNames: HolidayWords(
      holidays: [
        "ano novo", "confraternização universal", "sexta-feira santa", "paixão de cristo", "páscoa",
        "tiradentes", "dia do trabalho", "dia do trabalhador", "corpus christi", "independência do brasil",
        "nossa senhora aparecida", "finados", "proclamação da república", "consciência negra", "natal",
        "dia de portugal", "dia da liberdade", "implantação da república", "restauração da independência",
        "imaculada conceição", "assunção de nossa senhora", "todos os santos",
      ],
      observances: [
        "dia dos namorados", "dia das mães", "dia dos pais", "dia das crianças", "dia do professor",
        "quarta-feira de cinzas", "véspera de natal", "dia dos avós", "festa junina", "horário de verão",
      ],
      holidayCalendars: ["feriados", "feriados nacionais", "feriado"],
      schoolHolidayCalendars: ["férias escolares", "interrupções letivas"],
      notDaysOff: ["não é feriado", "dia útil"],
      regional: ["apenas em", "somente em"],
      fillers: ["de", "da", "do", "dos", "das", "dia"],
      local: ["feriado municipal", "feriado local"]
    ),
    // "festa" and "reunião" stay out: "Feriado festa de São João" is a day off, and a pedagogical
    // meeting without classes is one too.
    titleGrammar: TitleGrammar(
      activities: [
        "colônia", "colonia", "acampamento", "curso", "oficina", "oficinas", "inscrição", "inscrições", "matrícula",
        "matrículas", "prazo", "tarefa", "tarefas", "lição de casa", "feira", "festival", "passeio", "torneio",
        "transporte", "merenda", "almoço", "apresentação", "projeto",
      ],
      returns: ["volta", "retorno", "regresso"],
      times: ["após", "antes", "depois", "véspera"],
      laterToday: ["após as aulas", "depois das aulas"]
    ),
    termWords: ["bimestre", "trimestre", "semestre", "ano letivo", "ano lectivo", "período letivo"],
    schoolLevels: SchoolLevelWords(
      levels: [
        .kindergarten: ["educação infantil", "pré-escola", "pré-escolar", "jardim de infância"],
        .elementary: ["ensino fundamental", "ensino fundamental i", "fundamental i", "anos iniciais", "ensino básico"],
        .middle: ["ensino fundamental", "ensino fundamental ii", "fundamental ii", "anos finais"],
        .high: ["ensino médio", "ensino secundário"],
      ],
      // Brazil's nine years of "ensino fundamental": "6º ano" begins its final years.
      grades: [GradeWords(before: [], after: ["ano", "anos"], middleFrom: 6, highFrom: 10, last: 12)],
      except: ["exceto", "excepto"]
    )
  )
}
