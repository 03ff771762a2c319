import Kinema

/// The Saved tab: the books saved on their screens, each pushing its screen as in the Books tab.
struct SavedView: View {
    @Environment(Shelf.self) private var shelf
    @State private var path: [Book] = []
    @State private var choosingOrder = false

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
                            ForEach(shelf.sorted) { book in
                                BookRow(book: book)
                            }
                        }
                    }
                }
            }
            .navigationTitle("Saved · \(shelf.saved.count)")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Sort: \(shelf.order.rawValue)") {
                        withAnimation(.easeOut(duration: 0.2)) { choosingOrder = true }
                    }
                }
            }
            .confirmationDialog("Sort saved books", isPresented: $choosingOrder, titleVisibility: .visible) {
                ForEach(Shelf.Order.allCases, id: \.self) { order in
                    Button(order == shelf.order ? "✓ \(order.rawValue)" : order.rawValue) {
                        shelf.order = order
                    }
                }
            }
            .navigationDestination(for: Book.self) { book in
                BookDetail(book: book)
            }
        }
    }
}
