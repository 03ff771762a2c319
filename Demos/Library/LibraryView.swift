import Kinema

/// The library: 100,000 books in sections A–Z, an index to jump to a letter, a detail screen per
/// book, and a sheet of filters.
struct LibraryView: View {
    let catalog: Catalog
    @State private var path: [Book] = []
    @State private var decade: Int? = nil
    @State private var rows: CatalogRows
    @State private var showsFilters = false
    @State private var detent = PresentationDetent.medium

    init(catalog: Catalog) {
        self.catalog = catalog
        _rows = State(initialValue: CatalogRows(catalog: catalog))
    }

    var body: some View {
        NavigationStack(path: $path) {
            ScrollViewReader { proxy in
                HStack(spacing: 0) {
                    ScrollView {
                        LazyVStack(alignment: .leading, spacing: 0) {
                            ForEach(0..<rows.count, id: \.self) { row in
                                LibraryRow(row: rows.row(row), catalog: catalog)
                            }
                        }
                    }
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    IndexBar(rows: rows) { letter in jump(to: letter, proxy) }
                }
                .onKeyPress { press in
                    // Capital letters jump to their section (lower case are commands).
                    guard let letter = press.characters.first, letter.isUppercase, letter.isLetter,
                        press.characters.count == 1
                    else { return .ignored }
                    jump(to: String(letter), proxy)
                    return .handled
                }
            }
            .navigationTitle(title)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Filters") { showsFilters = true }
                }
            }
            .navigationDestination(for: Book.self) { book in
                BookDetail(book: book)
            }
        }
        .sheet(isPresented: $showsFilters) {
            FilterSheet(decade: $decade)
                .presentationDetents([.medium, .large], selection: $detent)
        }
        .onChange(of: decade) { _, decade in rows = CatalogRows(catalog: catalog, decade: decade) }
        .onKeyPress("f") {
            showsFilters = true
            return .handled
        }
    }

    private var title: String {
        let books = rows.count - rows.headers.count
        let filter = decade.map { " · \($0)s" } ?? ""
        return "Library · \(books.formatted()) books\(filter)"
    }

    private func jump(to letter: String, _ proxy: ScrollViewProxy) {
        guard let row = rows.headerRow(for: letter) else { return }
        proxy.scrollTo(row, anchor: .top)
    }
}

/// One row: a section header, or a book that pushes its detail screen.
struct LibraryRow: View {
    let row: CatalogRows.Row
    let catalog: Catalog

    var body: some View {
        switch row {
        case .header(let letter):
            Text(" \(letter) ").bold().foregroundColor(.black).background(.cyan)
                .frame(maxWidth: .infinity, alignment: .leading)
        case .book(let index):
            BookRow(book: catalog.book(index))
        }
    }
}

/// A book that pushes its detail screen, highlighted while the pointer is over it (the terminal
/// reports plain motion only while such a row is on screen: none on the detail screen).
struct BookRow: View {
    let book: Book
    @State private var isHovered = false

    var body: some View {
        NavigationLink(value: book) {
            HStack(spacing: 1) {
                Text(book.title).lineLimit(1)
                Spacer(minLength: 1)
                Text(book.author).foregroundColor(isHovered ? .white : .gray).lineLimit(1)
                Text(String(book.year)).foregroundColor(isHovered ? .white : .gray)
            }
            .padding(.leading, 2)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(isHovered ? Color.blue.opacity(0.4) : Color.clear)
            .onHover { isHovered = $0 }
        }
        .buttonStyle(.plain)
    }
}

/// The letters down the right edge, every other one (26 rows do not fit a small terminal): a
/// click scrolls to the letter's section, or the next one shown. Letters with no books under the
/// current filter are dimmed.
struct IndexBar: View {
    let rows: CatalogRows
    let jump: @MainActor (String) -> Void

    var body: some View {
        VStack(spacing: 0) {
            ForEach(Array(stride(from: 0, to: 26, by: 2)), id: \.self) { index in
                let letter = Catalog.letters[index]
                Button(letter) { jump(letter) }
                    .buttonStyle(.plain)
                    .foregroundColor(rows.hasSection(letter) ? .cyan : .gray)
            }
            Spacer(minLength: 0)
        }
        .frame(width: 2)
    }
}
