// Shared test fakes; see ARCHITECTURE.md.
