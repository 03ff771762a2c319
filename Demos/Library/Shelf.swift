import Kinema

/// The books the reader saved, most recent first: shared by the Books and Saved tabs, so a book
/// saved on its screen stays saved after the screen is popped.
@Observable
@MainActor
final class Shelf {
    private(set) var saved: [Book] = []

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
