/// `part` of `whole` in whole percent, rounded down; `whole` must be positive.
public func wholePercent(_ part: Int, of whole: Int) -> Int { part * 100 / whole }
