// The generator's fixture (not compiled): each line's `expect:` comment lists the changes
// Scripts/mutation/derive.py makes on that line (in any order); a line without one gets none.
// MutationGeneratorTests (AppsTests) checks the two agree. Comments are skipped: a < b && !c
/* so are block comments, /* nested */ ones too: if a >= 1 || b { } */

struct Fixture<Element: Comparable> where Element == Int {
  static func < (lhs: Fixture, rhs: Fixture) -> Bool { false }

  func limits(count: Int, limit: Int, name: String, flags: [Bool]) -> Bool {
    let text = "a < b && !c \(count > 1 ? "x >= y" : #"raw " == "#) || d"
    let block = """
      if a <= b && c { }
      """
    guard count <= limit, !name.isEmpty else { return false }  // expect: true false <=to< <=to> true false drop!
    if count == 0 || name.count > 80 {  // expect: true false ==to!= 0to1 true false >to>= >to<= 80to81 80to79
      return true
    }
    let both = flags.count >= 2 && flags[0]  // expect: true false >=to> >=to< 2to3 2to1 true false
    for flag in flags where !flag {  // expect: drop! true false
      _ = flag
    }
    #if DEBUG && os(Linux)
      print(count < 3)  // expect: <to<= <to>= 3to4 3to2
    #endif
    let tried = try check(count) && flags.isEmpty  // expect: true false true false
    let range = 0..<count  // `..<` is a range, not a comparison
    let optional: Int? = count != 0 ? count : nil  // expect: !=to== 0to1
    let forced = optional! == 3  // expect: ==to!= 3to4 3to2
    let chained =
      count < limit  // expect: true false <to<= <to>=
      && (name.isEmpty || flags.contains { $0 })  // expect: true false true false true false
    while count > limit {  // expect: true false >to>= >to<=
      break
    }
    return both && chained && forced && tried && !range.isEmpty && text != block  // expect: true false true false true false true false true false drop! true false !=to==
  }
}
