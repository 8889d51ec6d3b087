# Sourced before each release build of the widget or the floor (.ci/test.sh,
# .ci/serve.sh, .ci/size.sh, .ci/bench.sh).
#
# The panic messages left in the wasm name their source files by absolute
# path: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/
# tachys-0.2.19/src/… (71 files). The page carried the build machine's
# CARGO_HOME, and its size depended on where that was. These flags cut the
# prefix ("tachys-0.2.19/src/…"): −210 B gzip, and the same bytes on every
# machine. Cargo joins them to the rustflags of .cargo/config.toml, so a
# plain `trunk build` still builds the same page, only with the long paths.
# The directory names come from the registry's cache, so the crates are
# fetched first (a second of checking when they are there). A CARGO_HOME
# with a space would split the flags: the paths are left as they are then.
cargo fetch --quiet >/dev/null 2>&1 || true
remap_home="${CARGO_HOME:-$HOME/.cargo}"
remap_flags=""
case "$remap_home" in
    *" "*) ;;
    *)
        for remap_dir in "$remap_home"/registry/cache/*/ "$remap_home"/registry/src/*/; do
            [ -d "$remap_dir" ] || continue
            remap_flag="--remap-path-prefix=$remap_home/registry/src/$(basename "$remap_dir")/="
            case " $remap_flags " in
                *" $remap_flag "*) ;;
                *) remap_flags="$remap_flags $remap_flag" ;;
            esac
        done
        ;;
esac
export CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS="${remap_flags# }"
unset remap_home remap_flags remap_dir remap_flag
