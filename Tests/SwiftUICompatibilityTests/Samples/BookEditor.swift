import Kinema

@Observable
final class Book {
    var title = "Dune"
    var author = "Frank Herbert"
}

struct BookEditor: View {
    @Bindable var book: Book

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            TextField("Title", text: $book.title)
            TextField("Author", text: $book.author)
            Text("\(book.title) by \(book.author)")
                .font(.caption)
        }
        .frame(width: 240)
    }
}
