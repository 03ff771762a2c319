import Kinema

/// A book's screen: pushed from the list; back with Esc, Backspace, the ‹ button or a drag from
/// the left edge.
struct BookDetail: View {
    let book: Book
    @Environment(Shelf.self) private var shelf
    @State private var confirmingRemoval = false

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            VStack(alignment: .leading, spacing: 0) {
                Text(book.title).bold()
                Text("by \(book.author)")
                Text("\(String(book.year)) · \(book.pages) pages · catalogue no. \(book.id + 1)")
                    .foregroundColor(.gray)
            }
            Text(blurb)
            Text("Back: Esc, Backspace, ‹, or drag from the left edge (slowly, or flick)")
                .foregroundColor(.gray)
        }
        .padding(.horizontal, 2)
        .padding(.top, 1)
        .navigationTitle(book.title)
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                Button(shelf.contains(book) ? "♥ Saved" : "♡ Save") {
                    // Saving is one click; un-saving asks first.
                    if shelf.contains(book) {
                        withAnimation(.easeOut(duration: 0.2)) { confirmingRemoval = true }
                    } else {
                        shelf.toggle(book)
                    }
                }
            }
        }
        .alert("Remove from Saved?", isPresented: $confirmingRemoval) {
            Button("Remove", role: .destructive) { shelf.toggle(book) }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("\(book.title) will no longer be in the Saved tab.")
        }
    }

    private var blurb: String {
        "A \(book.pages > 400 ? "long" : "short") novel from \(book.year / 10 * 10)s about "
            + "\(book.title.lowercased()), by \(book.author)."
    }
}

/// The filter sheet: a decade to show, or every book.
struct FilterSheet: View {
    @Binding var decade: Int?
    @Environment(\.dismiss) private var dismiss
    static let decades = Array(stride(from: 1950, through: 2020, by: 10))

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack {
                Text("Filters").bold()
                Spacer()
                Button("Done") { dismiss() }.buttonStyle(.plain)
            }
            Text("Published in").foregroundColor(.gray)
            choice(nil, "Any decade")
            ForEach(Self.decades, id: \.self) { value in
                choice(value, "\(value)s")
            }
            Text("Drag the sheet up or down; Esc closes").foregroundColor(.gray)
        }
        .padding(.horizontal, 1)
    }

    private func choice(_ value: Int?, _ label: String) -> some View {
        Button((decade == value ? "● " : "○ ") + label) { decade = value }
            .buttonStyle(.plain)
    }
}
