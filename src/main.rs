fn main() -> std::process::ExitCode {
    hensou::cli::main()
}
