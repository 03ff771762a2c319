import Kinema

/// The Saved tab: the books saved on their screens, each pushing its screen as in the Books tab.
struct SavedView: View {
    @Environment(Shelf.self) private var shelf
    @State private var path: [Book] = []

    var body: some View {
        NavigationStack(path: $path) {
            Group {
                if shelf.saved.isEmpty {
                    VStack(alignment: .leading, spacing: 1) {
                        Text("No saved books yet.")
                        Text("Open a book in the Books tab and choose ♡ Save.").foregroundColor(.gray)
                    }
                    .padding(.horizontal, 2)
                    .padding(.top, 1)
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                } else {
                    ScrollView {
                        LazyVStack(alignment: .leading, spacing: 0) {
                            ForEach(shelf.saved) { book in
                                BookRow(book: book)
                            }
                        }
                    }
                }
            }
            .navigationTitle("Saved · \(shelf.saved.count)")
            .navigationDestination(for: Book.self) { book in
                BookDetail(book: book)
            }
        }
    }
}
