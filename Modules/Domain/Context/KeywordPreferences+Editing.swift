extension KeywordPreferences {
  /// Adds `keyword`, replacing an added word of the same form (so adding again changes its kind).
  public mutating func add(_ keyword: Keyword) {
    let form = KeywordCatalog.formKey(keyword.word)
    guard !form.isEmpty else { return }
    added.removeAll { KeywordCatalog.formKey($0.word) == form }
    removed.removeAll { KeywordCatalog.formKey($0) == form }
    added.append(keyword)
  }

  /// Removes `word`, compared as titles are: an added word of that form is dropped, and a
  /// built-in word of the chosen languages is listed as removed.
  /// - Returns: false when `word` is neither added nor built in (nothing changed).
  @discardableResult
  public mutating func remove(_ word: String) -> Bool {
    let form = KeywordCatalog.formKey(word)
    guard !form.isEmpty else { return false }
    let addedBefore = added.count
    added.removeAll { KeywordCatalog.formKey($0.word) == form }
    let builtIn = languages.contains { language in
      KeywordCatalog.builtIn(language: language).contains { KeywordCatalog.formKey($0.word) == form }
    }
    let alreadyRemoved = removed.contains { KeywordCatalog.formKey($0) == form }
    if builtIn && !alreadyRemoved { removed.append(word) }
    return added.count != addedBefore || (builtIn && !alreadyRemoved)
  }

  /// Back to the built-in words of the chosen languages.
  public mutating func reset() {
    added = []
    removed = []
  }
}
