import Foundation

/// One book of the generated catalogue.
struct Book: Hashable, Identifiable {
    let id: Int
    let title: String
    let author: String
    let year: Int
    let pages: Int
}

/// A deterministic catalogue of books sorted by title, built on demand from an index: the same
/// index always gives the same book, and nothing is stored per book.
///
/// Titles start with a word from ``firstWords`` for their letter, so the catalogue falls into
/// sections A…Z whose sizes come from a fixed weight per letter (English initial-letter
/// frequencies, roughly).
struct Catalog {
    static let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ").map(String.init)
    private static let weights = [
        6, 5, 6, 4, 3, 4, 3, 5, 3, 1, 1, 4, 5, 3, 3, 5, 1, 4, 9, 8, 1, 2, 5, 1, 1, 1,
    ]
    private static let firstWords: [String: [String]] = [
        "A": ["Absent", "Amber", "Ashen", "Autumn"], "B": ["Bitter", "Blue", "Broken", "Burning"],
        "C": ["Cold", "Copper", "Crimson", "Cruel"], "D": ["Dark", "Distant", "Drowned", "Dusty"],
        "E": ["Early", "Empty", "Endless", "Evening"], "F": ["Fallen", "Final", "Frozen", "Furious"],
        "G": ["Gentle", "Glass", "Golden", "Grey"], "H": ["Half", "Hidden", "Hollow", "Hungry"],
        "I": ["Idle", "Inner", "Iron", "Ivory"], "J": ["Jade", "Jagged", "Jolly", "Joyful"],
        "K": ["Keen", "Kind", "Kingly", "Knotted"], "L": ["Last", "Lonely", "Lost", "Lunar"],
        "M": ["Midnight", "Mild", "Misty", "Muted"], "N": ["Naked", "Narrow", "New", "Northern"],
        "O": ["Old", "Open", "Orange", "Outer"], "P": ["Pale", "Paper", "Perfect", "Purple"],
        "Q": ["Quick", "Quiet", "Quirky", "Quivering"], "R": ["Red", "Restless", "Rising", "Rusted"],
        "S": ["Salt", "Secret", "Silent", "Silver"], "T": ["Tender", "Thin", "Tidal", "Twisted"],
        "U": ["Ugly", "Umber", "Unseen", "Urban"], "V": ["Vast", "Velvet", "Violet", "Vivid"],
        "W": ["Wandering", "Whispering", "Wild", "Winter"], "X": ["Xenial", "Xeric", "Xylem", "Xyloid"],
        "Y": ["Yearning", "Yellow", "Young", "Yonder"], "Z": ["Zealous", "Zero", "Zesty", "Zinc"],
    ]
    private static let nouns = [
        "Archive", "Bridge", "City", "Country", "Daughter", "Echo", "Garden", "Harbour", "House", "Island",
        "Journey", "Kingdom", "Letters", "Machine", "Mountain", "Night", "Ocean", "Orchard", "River", "Road",
        "Season", "Shadow", "Sister", "Sky", "Station", "Stone", "Storm", "Summer", "Tower", "Valley",
        "Voyage", "Water",
    ]
    private static let surnames = [
        "Abbott", "Baker", "Chen", "Dubois", "Eriksen", "Fischer", "Garcia", "Haddad", "Ito", "Jensen", "Kowalski",
        "Larsen", "Moreau", "Nakamura", "Okafor", "Patel", "Quinn", "Rossi", "Santos", "Tanaka", "Ueda", "Varga",
        "Weber", "Xu", "Yilmaz", "Zhang",
    ]
    private static let givenNames = [
        "Ada", "Ben", "Clara", "Dev", "Elena", "Finn", "Greta", "Hugo", "Iris", "Jon", "Kira", "Leo", "Mila",
        "Nico", "Olga", "Pia", "Rafa", "Sana", "Tomas", "Una", "Vera", "Wim", "Yara", "Zoe",
    ]

    /// The number of books.
    let count: Int
    /// The index of the first book of each letter, and one past the last book (27 entries).
    let sectionStarts: [Int]

    init(count: Int = 100_000) {
        let count = max(count, 0)
        self.count = count
        let total = Self.weights.reduce(0, +)
        var starts = [0]
        var sum = 0
        for weight in Self.weights {
            sum += weight
            starts.append(count * sum / total)
        }
        sectionStarts = starts
    }

    /// The section (0…25) of book `index`.
    func section(of index: Int) -> Int {
        // The last section whose start is at or before `index` (sections can be empty).
        var low = 0
        var high = Self.letters.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if sectionStarts[mid] <= index { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// Book `index` (0 ..< count).
    func book(_ index: Int) -> Book {
        let section = section(of: index)
        let letter = Self.letters[section]
        let start = sectionStarts[section]
        let size = max(sectionStarts[section + 1] - start, 1)
        let position = index - start
        let words = Self.firstWords[letter]!
        // Sorted within the section: the first word advances through the section, then the noun,
        // then a volume number.
        let wordIndex = position * words.count / size
        let perWord = max(size / words.count, 1)
        let inWord = position - wordIndex * perWord
        let nounIndex = min(max(inWord, 0) * Self.nouns.count / perWord, Self.nouns.count - 1)
        let perNoun = max(perWord / Self.nouns.count, 1)
        let volume = max(inWord - nounIndex * perNoun, 0) + 1
        let mix = Self.mix(index)
        let title = volume > 1 ? "\(words[wordIndex]) \(Self.nouns[nounIndex]) \(volume)" : "\(words[wordIndex]) \(Self.nouns[nounIndex])"
        let author = "\(Self.givenNames[Int(mix % UInt64(Self.givenNames.count))]) "
            + Self.surnames[Int((mix >> 8) % UInt64(Self.surnames.count))]
        return Book(
            id: index, title: title, author: author, year: year(index), pages: 120 + Int((mix >> 24) % 600))
    }

    /// The year of book `index`, without building the rest of the book (filters scan every book).
    func year(_ index: Int) -> Int {
        1950 + Int((Self.mix(index) >> 16) % 75)
    }

    /// A well-spread hash of `index` (the 64-bit golden-ratio multiplier, then a shift-xor).
    private static func mix(_ index: Int) -> UInt64 {
        var mix = UInt64(truncatingIfNeeded: index) &* 0x9E37_79B9_7F4A_7C15
        mix ^= mix >> 29
        return mix
    }
}

/// The rows a list shows: a header per non-empty section, then its books, of the books a filter
/// keeps. Built once per filter (an array of book indices), so a row is found in O(log sections).
struct CatalogRows {
    enum Row: Hashable {
        case header(letter: String)
        case book(Int)
    }

    let catalog: Catalog
    /// The books shown, in order (all of them when `decade` is nil).
    private let books: [Int32]?
    /// Row index of each shown section's header, and its letter index.
    let headers: [(row: Int, section: Int)]
    let count: Int

    init(catalog: Catalog, decade: Int? = nil) {
        self.catalog = catalog
        var kept: [Int32]? = nil
        if let decade {
            var list: [Int32] = []
            for index in 0..<catalog.count where catalog.year(index) / 10 * 10 == decade {
                list.append(Int32(index))
            }
            kept = list
        }
        books = kept
        // Headers: one before the first shown book of each section.
        var headers: [(row: Int, section: Int)] = []
        var row = 0
        for section in 0..<Catalog.letters.count {
            let range = catalog.sectionStarts[section]..<catalog.sectionStarts[section + 1]
            let shown: Int
            if let kept {
                shown = Self.countIn(kept, range)
            } else {
                shown = range.count
            }
            guard shown > 0 else { continue }
            headers.append((row, section))
            row += 1 + shown
        }
        self.headers = headers
        count = row
    }

    private static func countIn(_ list: [Int32], _ range: Range<Int>) -> Int {
        lowerBound(list, range.upperBound) - lowerBound(list, range.lowerBound)
    }

    private static func lowerBound(_ list: [Int32], _ value: Int) -> Int {
        var low = 0
        var high = list.count
        while low < high {
            let mid = (low + high) / 2
            if Int(list[mid]) < value { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// What row `row` shows.
    func row(_ row: Int) -> Row {
        // The last header at or before `row`.
        var low = 0
        var high = headers.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if headers[mid].row <= row { low = mid } else { high = mid - 1 }
        }
        let header = headers[low]
        if row == header.row { return .header(letter: Catalog.letters[header.section]) }
        let offset = row - header.row - 1
        if let books {
            let first = Self.lowerBound(books, catalog.sectionStarts[header.section])
            return .book(Int(books[first + offset]))
        }
        return .book(catalog.sectionStarts[header.section] + offset)
    }

    /// The header row of `letter`'s section, or of the next section shown after it.
    func headerRow(for letter: String) -> Int? {
        guard let section = Catalog.letters.firstIndex(of: letter) else { return nil }
        return headers.first { $0.section >= section }?.row ?? headers.last?.row
    }

    /// Whether the books shown include a section for `letter`.
    func hasSection(_ letter: String) -> Bool {
        guard let section = Catalog.letters.firstIndex(of: letter) else { return false }
        return headers.contains { $0.section == section }
    }
}
