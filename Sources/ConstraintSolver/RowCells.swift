/// The terms of a row, kept sorted by symbol id in two arrays: rows hold a handful of terms, so a
/// search of a few words and a merge of two sorted runs are cheaper than hashing into a table,
/// and adding one row to another is one pass over both.
struct RowCells: Sequence {
    /// The symbols with a term, in increasing id.
    private(set) var keys: [Symbol] = []
    /// Each symbol's coefficient, in the same order.
    private var values: [Double] = []

    var isEmpty: Bool { keys.isEmpty }
    var count: Int { keys.count }

    /// Where `symbol` is, or where it would go.
    private func position(of symbol: Symbol) -> (index: Int, found: Bool) {
        var low = 0, high = keys.count
        while low < high {
            let middle = (low + high) / 2
            if keys[middle].id < symbol.id { low = middle + 1 } else { high = middle }
        }
        return (low, low < keys.count && keys[low].id == symbol.id)
    }

    /// The coefficient of `symbol`, nil when it has no term; setting nil removes the term.
    subscript(symbol: Symbol) -> Double? {
        get {
            let place = position(of: symbol)
            return place.found ? values[place.index] : nil
        }
        set {
            let place = position(of: symbol)
            switch (place.found, newValue) {
            case (true, let value?): values[place.index] = value
            case (true, nil):
                keys.remove(at: place.index)
                values.remove(at: place.index)
            case (false, let value?):
                keys.insert(symbol, at: place.index)
                values.insert(value, at: place.index)
            case (false, nil): break
            }
        }
    }

    /// Removes `symbol`'s term and returns its coefficient.
    mutating func removeValue(forKey symbol: Symbol) -> Double? {
        let place = position(of: symbol)
        guard place.found else { return nil }
        keys.remove(at: place.index)
        return values.remove(at: place.index)
    }

    /// Multiplies every coefficient by `factor`.
    mutating func scale(by factor: Double) {
        for index in values.indices { values[index] *= factor }
    }

    /// Adds `other` times `coefficient`, term by term, dropping terms whose sum is under
    /// `epsilon`; terms only this row has stay as they are.
    mutating func add(_ other: RowCells, times coefficient: Double, epsilon: Double) {
        guard !other.isEmpty else { return }
        var mergedKeys: [Symbol] = [], mergedValues: [Double] = []
        mergedKeys.reserveCapacity(keys.count + other.keys.count)
        mergedValues.reserveCapacity(keys.count + other.keys.count)
        var mine = 0, theirs = 0
        while mine < keys.count || theirs < other.keys.count {
            if theirs == other.keys.count || (mine < keys.count && keys[mine].id < other.keys[theirs].id) {
                mergedKeys.append(keys[mine])
                mergedValues.append(values[mine])
                mine += 1
                continue
            }
            let symbol = other.keys[theirs]
            var value = other.values[theirs] * coefficient
            if mine < keys.count, keys[mine].id == symbol.id {
                value = values[mine] + value
                mine += 1
            } else {
                value = 0 + value
            }
            theirs += 1
            if abs(value) >= epsilon {
                mergedKeys.append(symbol)
                mergedValues.append(value)
            }
        }
        keys = mergedKeys
        values = mergedValues
    }

    func makeIterator() -> Iterator { Iterator(cells: self) }

    struct Iterator: IteratorProtocol {
        let cells: RowCells
        var index = 0

        mutating func next() -> (key: Symbol, value: Double)? {
            guard index < cells.keys.count else { return nil }
            defer { index += 1 }
            return (cells.keys[index], cells.values[index])
        }
    }
}
