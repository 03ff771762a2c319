import Kinema

/// The books the reader saved, most recent first: shared by the Books and Saved tabs, so a book
/// saved on its screen stays saved after the screen is popped.
@Observable
@MainActor
final class Shelf {
    /// How the Saved tab orders the books.
    enum Order: String, CaseIterable {
        case recent = "Most recent"
        case title = "By title"
        case author = "By author"
    }

    private(set) var saved: [Book] = []
    var order = Order.recent

    /// The saved books in ``order``.
    var sorted: [Book] {
        switch order {
        case .recent: saved
        case .title: saved.sorted { $0.title < $1.title }
        case .author: saved.sorted { ($0.author, $0.title) < ($1.author, $1.title) }
        }
    }

    func contains(_ book: Book) -> Bool {
        saved.contains(book)
    }

    /// Saves `book`, or removes it when it is saved.
    func toggle(_ book: Book) {
        if let index = saved.firstIndex(of: book) {
            saved.remove(at: index)
        } else {
            saved.insert(book, at: 0)
        }
    }
}
